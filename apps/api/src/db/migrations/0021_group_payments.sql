-- One gateway payment for several orders (a wedding party's organiser paying everyone's advance):
-- the gateway's payment is one row of purpose 'group' with the whole amount, and each order's part
-- is an ordinary 'order' payment row that names it in group_id. Each part is confirmed, refunded
-- and reconciled exactly as a payment of that order alone would be.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "group_id" uuid REFERENCES "payments"("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_group_idx" ON "payments" ("group_id") WHERE "group_id" IS NOT NULL;

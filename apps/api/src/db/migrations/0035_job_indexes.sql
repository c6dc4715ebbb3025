-- Record 46: the jobs that run every few minutes look for a handful of open rows among every order
-- and payment the shop has ever taken. With a shop's history (seed:large now writes 172,000 paid
-- orders, record 45) each was a sequential scan: the lapsed holds' orders 200–340 ms every minute,
-- the late refunds' payments about 250 ms every minute, the open payments' reconciliation about
-- 370 ms every five. Each now walks an index of its own open rows only: a paid order or a captured
-- payment leaves it.
CREATE INDEX IF NOT EXISTS "orders_pending_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "status" = 'refund_due';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "status" = 'created';

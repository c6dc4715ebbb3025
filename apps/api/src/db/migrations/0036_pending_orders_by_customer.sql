-- Record 47: migration 0035's index of unpaid orders by hold expiry misled checkout. Its statistics
-- say almost no order is unpaid, so checkout's read of the customer's own unpaid orders walked that
-- index, every customer's unpaid orders, and kept theirs by a filter: 1,427 rows read to find one
-- in a busy evening's ten seconds, more with every order placed. Keyed by customer, one index
-- answers both: checkout finds the customer's unpaid orders by key, the lapsed-holds job walks all
-- the unpaid orders (a handful: a hold lapses within minutes) and keeps those whose hold lapsed.
DROP INDEX IF EXISTS "orders_pending_hold_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pending_user_idx" ON "orders" USING btree ("user_id") WHERE "status" = 'pending_payment';

-- Record 21: what each order still owes (or, below zero, what is owed back), kept by the database
-- in the same transaction as every ledger entry, so Today's "unpaid balances" reads one column
-- instead of summing each order's entries. The entries stay the truth; `due` is their sum.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "due" = s.total
  FROM (SELECT order_id, sum(amount)::int AS total FROM ledger_entries GROUP BY order_id) s
  WHERE s.order_id = o.id AND o.due IS DISTINCT FROM s.total;--> statement-breakpoint
-- Adds a statement's entries to their orders, one order at a time in id order (two transactions
-- writing entries for the same orders lock them in the same order). Entries are only ever
-- inserted; an update or a delete (an order deleted with its entries) is counted too.
CREATE OR REPLACE FUNCTION "orders_due_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT order_id, sum(amount)::int AS change FROM new_rows GROUP BY order_id ORDER BY order_id LOOP
      UPDATE orders SET due = due + r.change WHERE id = r.order_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT order_id, sum(amount)::int AS change FROM old_rows GROUP BY order_id ORDER BY order_id LOOP
      UPDATE orders SET due = due - r.change WHERE id = r.order_id;
    END LOOP;
  ELSE
    FOR r IN SELECT order_id, sum(change)::int AS change FROM (
        SELECT order_id, amount AS change FROM new_rows
        UNION ALL SELECT order_id, -amount FROM old_rows) c
      GROUP BY order_id HAVING sum(change) <> 0 ORDER BY order_id LOOP
      UPDATE orders SET due = due + r.change WHERE id = r.order_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_due_insert" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_due_insert" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_due_from_ledger();--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_due_update" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_due_update" AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_due_from_ledger();--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_due_delete" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_due_delete" AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_due_from_ledger();

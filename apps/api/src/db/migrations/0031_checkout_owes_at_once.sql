-- Record 38: what a new order owes is written with it, and a new ledger entry is counted by a
-- row-level trigger.
-- The unlocked checkout (record 37) writes its order already owing its total, with the ledger
-- entry that says so, in one statement. Adding that entry to the order again would count it
-- twice; updating the row it has just written cost a second row version, its triggers and its
-- index entries for every order placed. So an order written in this very transaction whose due
-- already equals the sum of all its entries is left as it is. The sum is asked only for such an
-- order: another transaction's order always takes the increment (two payments of the same amount
-- recorded at once both count), and a savepoint's order too (its row names the savepoint's xid),
-- which is why only a checkout outside any transaction writes its order owing.
-- Row by row: the statement-level trigger planned its query over the transition table again on
-- every call, about 0.1 ms under load. Entries of several orders are written in order id order
-- (recordLedger), so two transactions still take their orders' rows in the same order. Updates
-- and deletes of entries keep the statement-level trigger.
CREATE OR REPLACE FUNCTION "orders_due_from_ledger_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET due = o.due + NEW.amount WHERE o.id = NEW.order_id
    AND NOT (o.xmin = pg_current_xact_id()::xid
      AND o.due = (SELECT sum(e.amount)::int FROM ledger_entries e WHERE e.order_id = o.id));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_due_insert" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_due_insert" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION orders_due_from_ledger_row();--> statement-breakpoint
-- The statement-level function now serves updates and deletes of entries only.
CREATE OR REPLACE FUNCTION "orders_due_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
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
-- Checkout saves the customer's address on their row each time: room on the row's page lets the
-- new version stay there (a HOT update, no new index entries). Applies to pages written from now.
ALTER TABLE "users" SET (fillfactor = 85);

-- Every transaction that changes what a branch's Today or booking calendar shows leaves one row
-- here per branch it touched (branch 0 stands for every branch), written by the triggers below in
-- that same transaction. A server that kept an answer asks whether any such row has committed
-- since the moment the answer was read: the row and the change become visible together, so a kept
-- answer is never older than the database, whichever server process made the change.
CREATE TABLE IF NOT EXISTS "branch_changes" (
	"branch_id" integer NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("branch_id", "xid")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "branch_changes_at_idx" ON "branch_changes" ("at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_branch_changes(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO branch_changes (branch_id)
	SELECT DISTINCT b FROM unnest(ids) AS b WHERE b IS NOT NULL
	ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- An order names its branch.
CREATE OR REPLACE FUNCTION branch_changes_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(SELECT DISTINCT branch_id FROM new_rows));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(SELECT DISTINCT branch_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A line or a ledger entry belongs to an order, which names the branch.
CREATE OR REPLACE FUNCTION branch_changes_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT o.branch_id FROM new_rows r JOIN orders o ON o.id = r.order_id));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT o.branch_id FROM old_rows r JOIN orders o ON o.id = r.order_id));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A piece shows at its branch and, while it moves, at the branch it left.
CREATE OR REPLACE FUNCTION branch_changes_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT branch_id FROM new_rows UNION SELECT moved_from_branch_id FROM new_rows));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT branch_id FROM old_rows UNION SELECT moved_from_branch_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A booking, hold, block or trial shows on its piece's calendar.
CREATE OR REPLACE FUNCTION branch_changes_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT p.branch_id FROM new_rows r JOIN products p ON p.id = r.product_id
			UNION SELECT p.moved_from_branch_id FROM new_rows r JOIN products p ON p.id = r.product_id));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT p.branch_id FROM old_rows r JOIN products p ON p.id = r.product_id
			UNION SELECT p.moved_from_branch_id FROM old_rows r JOIN products p ON p.id = r.product_id));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A customer's mobile shows on Today at every branch they ordered from.
CREATE OR REPLACE FUNCTION branch_changes_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.mobile IS DISTINCT FROM o.mobile) THEN
		PERFORM note_branch_changes(ARRAY[0]);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Emptying a table changes every branch.
CREATE OR REPLACE FUNCTION branch_changes_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM note_branch_changes(ARRAY[0]);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_branch_changes_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_orders();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_branch_changes_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_orders();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_branch_changes_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_orders();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_branch_changes_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_everywhere();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "order_lines_branch_changes_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "order_lines_branch_changes_update" AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "order_lines_branch_changes_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "order_lines_branch_changes_truncate" AFTER TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_everywhere();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "ledger_entries_branch_changes_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "ledger_entries_branch_changes_update" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "ledger_entries_branch_changes_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_order_rows();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "ledger_entries_branch_changes_truncate" AFTER TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_everywhere();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_branch_changes_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_products();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_branch_changes_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_products();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_branch_changes_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_products();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_branch_changes_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_everywhere();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bookings_branch_changes_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bookings_branch_changes_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bookings_branch_changes_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_bookings();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bookings_branch_changes_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_everywhere();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "users_branch_changes_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION branch_changes_users();

-- Record 38: a new line, ledger entry or booking notes its branch from a row-level trigger.
-- The statement-level triggers with a transition table cost about 0.3 ms each under load (a
-- checkout fired three): each call plans its query over the transition table again, against the
-- catalogue's locks. A row-level trigger runs one cached lookup by key, about 0.03 ms. Updates and
-- deletes keep their statement-level triggers: they are rare, and often touch many rows at once.
-- Loading many bookings at once (scripts/seed-large.ts) turns this trigger off and notes every
-- branch once instead.
CREATE OR REPLACE FUNCTION branch_changes_order_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM note_branch_changes(ARRAY[(SELECT o.branch_id FROM orders o WHERE o.id = NEW.order_id)]);
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_branch_changes_insert" ON "order_lines";--> statement-breakpoint
CREATE TRIGGER "order_lines_branch_changes_insert" AFTER INSERT ON "order_lines"
	FOR EACH ROW EXECUTE FUNCTION branch_changes_order_part();--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_branch_changes_insert" ON "ledger_entries";--> statement-breakpoint
CREATE TRIGGER "ledger_entries_branch_changes_insert" AFTER INSERT ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION branch_changes_order_part();--> statement-breakpoint
-- A booking shows on its piece's calendar, at its branch and, while it moves, the branch it left.
CREATE OR REPLACE FUNCTION branch_changes_booking_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM note_branch_changes(ARRAY(
		SELECT v.b FROM products p CROSS JOIN LATERAL (VALUES (p.branch_id), (p.moved_from_branch_id)) AS v(b)
		WHERE p.id = NEW.product_id));
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_branch_changes_insert" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_branch_changes_insert" AFTER INSERT ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION branch_changes_booking_row();--> statement-breakpoint
-- Updates and deletes: each order looked up by its key (a join with "orders" was planned as a
-- scan of the whole table while its statistics were young).
CREATE OR REPLACE FUNCTION branch_changes_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT (SELECT o.branch_id FROM orders o WHERE o.id = r.order_id)
			FROM (SELECT DISTINCT order_id FROM old_rows) r));
	ELSE
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT (SELECT o.branch_id FROM orders o WHERE o.id = r.order_id)
			FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) r));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION branch_changes_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT v.b FROM (SELECT DISTINCT product_id FROM old_rows) r
			JOIN products p ON p.id = r.product_id
			CROSS JOIN LATERAL (VALUES (p.branch_id), (p.moved_from_branch_id)) AS v(b)));
	ELSE
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT v.b FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) r
			JOIN products p ON p.id = r.product_id
			CROSS JOIN LATERAL (VALUES (p.branch_id), (p.moved_from_branch_id)) AS v(b)));
	END IF;
	RETURN NULL;
END $$;

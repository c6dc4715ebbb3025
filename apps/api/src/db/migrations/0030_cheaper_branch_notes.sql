-- Record 37: the branch notes (0020, 0026, 0028) took about a quarter of PostgreSQL's time for a
-- placed order: six statement-level triggers, each with its transition tables and its queries. The
-- same branches are noted, more cheaply:
-- - note_branch_changes checks its memo of this transaction's branches in PL/pgSQL itself, with no
--   query unless a branch is new to the transaction;
-- - an order names its branch on its own row: a row-level trigger notes it with no query;
-- - a customer's mobile is noted by a row-level trigger that runs only when the mobile changed, so
--   saving an address at checkout runs nothing;
-- - the other triggers ask one query for old and new rows together, and a piece's two branches in
--   one pass over its rows.
CREATE OR REPLACE FUNCTION note_branch_changes(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('vastra.branches_noted', true), '');
	fresh integer[] := '{}';
	b integer;
BEGIN
	IF ids IS NULL THEN RETURN; END IF;
	FOREACH b IN ARRAY ids LOOP
		IF b IS NOT NULL AND position(',' || b || ',' IN noted) = 0 AND NOT b = ANY(fresh) THEN
			fresh := fresh || b;
		END IF;
	END LOOP;
	IF cardinality(fresh) = 0 THEN RETURN; END IF;
	INSERT INTO branch_changes (branch_id) SELECT unnest(fresh) ON CONFLICT DO NOTHING;
	noted := set_config('vastra.branches_noted',
		coalesce(nullif(noted, ''), ',') || array_to_string(fresh, ',') || ',', true);
END $$;--> statement-breakpoint
-- An order names its branch (and, moved to another, both).
CREATE OR REPLACE FUNCTION branch_changes_order_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY[OLD.branch_id]);
	ELSIF TG_OP = 'UPDATE' AND OLD.branch_id IS DISTINCT FROM NEW.branch_id THEN
		PERFORM note_branch_changes(ARRAY[OLD.branch_id, NEW.branch_id]);
	ELSE
		PERFORM note_branch_changes(ARRAY[NEW.branch_id]);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_branch_changes_insert" ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_branch_changes_update" ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_branch_changes_delete" ON "orders";--> statement-breakpoint
CREATE OR REPLACE TRIGGER "orders_branch_changes" AFTER INSERT OR UPDATE OR DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION branch_changes_order_row();--> statement-breakpoint
DROP FUNCTION IF EXISTS branch_changes_orders();--> statement-breakpoint
-- A customer's mobile shows on Today at every branch they ordered from.
CREATE OR REPLACE FUNCTION branch_changes_user_mobile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM note_branch_changes(ARRAY[0]);
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_branch_changes_update" ON "users";--> statement-breakpoint
CREATE OR REPLACE TRIGGER "users_branch_changes_mobile" AFTER UPDATE OF "mobile" ON "users"
	FOR EACH ROW WHEN (OLD.mobile IS DISTINCT FROM NEW.mobile) EXECUTE FUNCTION branch_changes_user_mobile();--> statement-breakpoint
DROP FUNCTION IF EXISTS branch_changes_users();--> statement-breakpoint
-- A line or a ledger entry belongs to an order, which names the branch.
CREATE OR REPLACE FUNCTION branch_changes_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT o.branch_id FROM new_rows r JOIN orders o ON o.id = r.order_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT o.branch_id FROM old_rows r JOIN orders o ON o.id = r.order_id));
	ELSE
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT o.branch_id
			FROM (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows) r
			JOIN orders o ON o.id = r.order_id));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A piece shows at its branch and, while it moves, at the branch it left.
CREATE OR REPLACE FUNCTION branch_changes_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT branch_id FROM new_rows UNION SELECT moved_from_branch_id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT branch_id FROM old_rows UNION SELECT moved_from_branch_id FROM old_rows));
	ELSE
		PERFORM note_branch_changes(ARRAY(
			SELECT branch_id FROM new_rows UNION SELECT moved_from_branch_id FROM new_rows
			UNION SELECT branch_id FROM old_rows UNION SELECT moved_from_branch_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A booking, hold, block or trial shows on its piece's calendar.
CREATE OR REPLACE FUNCTION branch_changes_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM note_branch_changes(ARRAY(
			SELECT DISTINCT v.b FROM (SELECT DISTINCT product_id FROM new_rows) r
			JOIN products p ON p.id = r.product_id
			CROSS JOIN LATERAL (VALUES (p.branch_id), (p.moved_from_branch_id)) AS v(b)));
	ELSIF TG_OP = 'DELETE' THEN
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

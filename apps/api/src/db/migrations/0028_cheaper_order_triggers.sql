-- Record 31, addendum 6: the triggers an order's statement fires, made cheaper without changing
-- what they keep.
--
-- note_branch_changes was a SQL function, planned again on every call, and every statement-level
-- trigger called it, also for an UPDATE that changed no row (twice: new rows and old rows). One
-- order called it eight times. It is now PL/pgSQL (its INSERT is planned once per connection),
-- returns at once when no branch is named, and remembers in a transaction-local setting which
-- branches this transaction has already noted: a setting made with is_local is undone at the end
-- of the transaction and by a rollback to a savepoint before it, exactly like the row it stands for.
CREATE OR REPLACE FUNCTION note_branch_changes(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('vastra.branches_noted', true), '');
	fresh integer[];
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	SELECT array_agg(DISTINCT b) INTO fresh FROM unnest(ids) AS b
		WHERE b IS NOT NULL AND position(',' || b || ',' IN noted) = 0;
	IF fresh IS NULL THEN RETURN; END IF;
	INSERT INTO branch_changes (branch_id) SELECT unnest(fresh) ON CONFLICT DO NOTHING;
	PERFORM set_config('vastra.branches_noted',
		coalesce(nullif(noted, ''), ',') || array_to_string(fresh, ',') || ',', true);
END $$;--> statement-breakpoint
-- A new hold only widens what its piece holds: its range is added to the kept row and the expiry
-- raised, instead of the row being summed again from all of the piece's bookings. The UPDATE locks
-- the row and, under READ COMMITTED, applies the addition to the newest committed version, so two
-- holds on one piece never lose each other's range. Everything else (a confirmation, a release,
-- a block, a removed booking, a piece without a kept row) still recomputes the row.
CREATE OR REPLACE FUNCTION "piece_busy_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'held' THEN
      UPDATE piece_busy SET
        held = held + datemultirange(daterange(NEW.delivery_date, NEW.return_date + 2, '[)')),
        held_until = greatest(held_until, NEW.held_until)
      WHERE product_id = NEW.product_id;
      IF FOUND THEN RETURN NULL; END IF;
    END IF;
    PERFORM piece_busy_refresh(NEW.product_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM piece_busy_refresh(OLD.product_id);
  ELSE
    PERFORM piece_busy_refresh(OLD.product_id);
    IF NEW.product_id IS DISTINCT FROM OLD.product_id THEN
      PERFORM piece_busy_refresh(NEW.product_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

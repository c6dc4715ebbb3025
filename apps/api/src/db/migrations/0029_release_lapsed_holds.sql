-- Record 37: checkout releases the lapsed holds on its pieces before it holds them. As an UPDATE
-- in the order's own statement it ran on every order and fired the bookings' statement-level
-- triggers (the branch notes) although there is rarely a lapsed hold to release: it now looks
-- first, and updates only when there is one.
CREATE OR REPLACE FUNCTION release_lapsed_holds(pieces integer[], lapsed_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	released integer := 0;
BEGIN
	IF EXISTS (SELECT 1 FROM bookings
		WHERE product_id = ANY(pieces) AND status = 'held' AND held_until < lapsed_at) THEN
		UPDATE bookings SET status = 'released'
		WHERE product_id = ANY(pieces) AND status = 'held' AND held_until < lapsed_at;
		GET DIAGNOSTICS released = ROW_COUNT;
	END IF;
	RETURN released;
END $$;

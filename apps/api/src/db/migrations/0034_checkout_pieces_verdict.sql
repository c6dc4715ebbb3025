-- Record 43: a checkout refused because its piece was just taken writes nothing and raises nothing.
-- Two customers after one piece both read it free; the later one's order statement waited on the
-- piece's lock, then updated its customer row, inserted its hold and was refused by the exclusion
-- constraint: a row version, a heap tuple and index entries written and rolled back, an error
-- built with its detail, and on the server an exception, for half the attempts of a busy hour.
-- This function, called first by the unlocked checkout's statement, takes the pieces' locks and
-- then looks with a fresh snapshot (a VOLATILE function's queries see what committed while it
-- waited, the statement's own snapshot does not): -1 when the customer row changed since checkout
-- read it (the locked path decides), the id of a piece whose hold would overlap an active booking
-- (the statement then writes nothing), 0 when the order may be written. The exclusion constraint
-- stays the truth: the statement's insert is still checked by it.
CREATE OR REPLACE FUNCTION checkout_pieces_verdict(customer uuid, seen xid, pieces integer[], holds jsonb,
	lapsed_at timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	piece integer;
	taken integer;
BEGIN
	-- Each piece in piece order (advisory lock class 1701, held to the end of the transaction).
	FOR piece IN SELECT DISTINCT p FROM unnest(pieces) AS p ORDER BY 1 LOOP
		PERFORM pg_advisory_xact_lock(1701, piece);
	END LOOP;
	IF NOT EXISTS (SELECT 1 FROM users WHERE id = customer AND xmin = seen) THEN
		RETURN -1;
	END IF;
	PERFORM release_lapsed_holds(pieces, lapsed_at);
	SELECT h.product_id INTO taken
	FROM jsonb_to_recordset(holds) AS h(product_id integer, delivery_date date, return_date date)
	WHERE EXISTS (SELECT 1 FROM bookings b
		WHERE b.product_id = h.product_id AND b.status IN ('held', 'confirmed')
			AND daterange(b.delivery_date, b.return_date + 2, '[)') && daterange(h.delivery_date, h.return_date + 2, '[)'))
	ORDER BY h.product_id LIMIT 1;
	RETURN coalesce(taken, 0);
END $$;

-- Record 31: what makes each piece busy, kept by the database in the same transaction as the
-- booking, so "is this piece free for these days" reads one row instead of its bookings.
-- `busy` is the union of every confirmed booking's range (rentals, maintenance blocks, trials,
-- each with its buffer day: daterange(delivery, return + 2)) and, for a piece on its way to another
-- branch, everything before the day it arrives. Holds depend on the clock, so they are not folded
-- in: `held` is the union of the ranges of its 'held' bookings and `held_until` the latest of their
-- expiries; a query at time T looks at the holds themselves only when held_until >= T and `held`
-- meets its range. The exclusion constraints on bookings stay the truth for writes.
CREATE TABLE IF NOT EXISTS "piece_busy" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"busy" datemultirange DEFAULT '{}' NOT NULL,
	"held" datemultirange DEFAULT '{}' NOT NULL,
	"held_until" timestamp with time zone
);--> statement-breakpoint
-- The holds of one piece, for the rare check above (and the checkout's own look).
CREATE INDEX IF NOT EXISTS "bookings_held_product_idx" ON "bookings" USING btree ("product_id") WHERE "status" = 'held';--> statement-breakpoint
-- Recomputes one piece's row from its bookings. The row is locked first and the sums read in a
-- later statement: under READ COMMITTED that statement sees every booking committed by whoever
-- held the lock before, so two transactions booking one piece never lose each other's range.
CREATE OR REPLACE FUNCTION "piece_busy_refresh"(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pid IS NULL THEN RETURN; END IF;
  INSERT INTO piece_busy (product_id) SELECT pid WHERE EXISTS (SELECT 1 FROM products WHERE id = pid)
    ON CONFLICT (product_id) DO NOTHING;
  PERFORM 1 FROM piece_busy WHERE product_id = pid FOR UPDATE;
  UPDATE piece_busy SET
    busy = (
      SELECT coalesce(range_agg(r), '{}'::datemultirange) FROM (
        SELECT daterange(b.delivery_date, b.return_date + 2, '[)') AS r FROM bookings b
          WHERE b.product_id = pid AND b.status = 'confirmed'
        UNION ALL
        SELECT daterange(NULL, p.arrives_on, '[)') FROM products p
          WHERE p.id = pid AND p.arrives_on IS NOT NULL
      ) spans),
    held = (
      SELECT coalesce(range_agg(daterange(b.delivery_date, b.return_date + 2, '[)')), '{}'::datemultirange)
      FROM bookings b WHERE b.product_id = pid AND b.status = 'held'),
    held_until = (SELECT max(b.held_until) FROM bookings b WHERE b.product_id = pid AND b.status = 'held')
  WHERE product_id = pid;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "piece_busy_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
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
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_piece_busy" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_piece_busy" AFTER INSERT OR DELETE
  OR UPDATE OF "product_id", "status", "delivery_date", "return_date", "held_until" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "piece_busy_on_booking"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "piece_busy_on_arrival"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM piece_busy_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_piece_busy" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_piece_busy" AFTER UPDATE OF "arrives_on" ON "products"
  FOR EACH ROW WHEN (OLD.arrives_on IS DISTINCT FROM NEW.arrives_on) EXECUTE FUNCTION "piece_busy_on_arrival"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_piece_busy_new" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_piece_busy_new" AFTER INSERT ON "products"
  FOR EACH ROW WHEN (NEW.arrives_on IS NOT NULL) EXECUTE FUNCTION "piece_busy_on_arrival"();--> statement-breakpoint
-- Rebuilds the rows of pieces from_id..to_id in one pass (this migration, and seed:large, which
-- loads its bookings with the row trigger off).
CREATE OR REPLACE FUNCTION "piece_busy_rebuild"(from_id integer, to_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM piece_busy WHERE product_id BETWEEN from_id AND to_id;
  INSERT INTO piece_busy (product_id, busy, held, held_until)
  SELECT p.id,
    coalesce(f.busy, '{}'::datemultirange)
      + CASE WHEN p.arrives_on IS NULL THEN '{}'::datemultirange
        ELSE datemultirange(daterange(NULL, p.arrives_on, '[)')) END,
    coalesce(h.held, '{}'::datemultirange),
    h.held_until
  FROM products p
  LEFT JOIN (
    SELECT product_id, range_agg(daterange(delivery_date, return_date + 2, '[)')) AS busy FROM bookings
    WHERE status = 'confirmed' AND product_id BETWEEN from_id AND to_id GROUP BY product_id
  ) f ON f.product_id = p.id
  LEFT JOIN (
    SELECT product_id, range_agg(daterange(delivery_date, return_date + 2, '[)')) AS held,
      max(held_until) AS held_until FROM bookings
    WHERE status = 'held' AND product_id BETWEEN from_id AND to_id GROUP BY product_id
  ) h ON h.product_id = p.id
  WHERE p.id BETWEEN from_id AND to_id
    AND (p.arrives_on IS NOT NULL OR f.product_id IS NOT NULL OR h.product_id IS NOT NULL);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "piece_busy_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM piece_busy_rebuild(0, 2147483647);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_piece_busy_truncate" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_piece_busy_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "piece_busy_on_truncate"();--> statement-breakpoint
SELECT piece_busy_rebuild(0, 2147483647);

-- The peak-date view finds the rental bookings and holds that meet a window of days by their span.
CREATE INDEX IF NOT EXISTS "bookings_rental_span_idx" ON "bookings" USING gist (daterange("delivery_date", "return_date", '[]')) WHERE "kind" = 'rental' AND "status" IN ('held', 'confirmed');--> statement-breakpoint
-- A scanned piece's open order lines.
CREATE INDEX IF NOT EXISTS "order_lines_product_idx" ON "order_lines" USING btree ("product_id");

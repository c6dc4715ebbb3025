-- decisions.md: every booked day blocks the day before and the day after. Two active bookings
-- of one product conflict exactly when their [delivery, return + 1] ranges overlap, so the
-- database refuses the second one whatever the application does (SQLSTATE 23P01).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "product_id" WITH =,
    daterange("delivery_date", "return_date" + 2, '[)') WITH &&
  ) WHERE ("status" IN ('held', 'confirmed'));

-- Fit-check trials. A trial is a booking of kind 'trial' on its day with a 30-minute slot, plus a
-- row in "trials" naming the customer, the branch and what became of it.
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_check"
  CHECK (("slot_start" IS NULL) = ("slot_end" IS NULL) AND ("slot_start" IS NULL OR "slot_end" > "slot_start"));--> statement-breakpoint
-- Rentals and blocks keep apart from each other exactly as before; trials are judged by the two below.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "product_id" WITH =,
    daterange("delivery_date", "return_date" + 2, '[)') WITH &&
  ) WHERE ("status" IN ('held', 'confirmed') AND "kind" <> 'trial');--> statement-breakpoint
-- A trial and a rental or block of the same piece may not meet within a buffer day (the same range
-- as between rentals); two trials never meet here (the last column is equal for both).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trial_day_free"
  EXCLUDE USING gist (
    "product_id" WITH =,
    daterange("delivery_date", "return_date" + 2, '[)') WITH &&,
    (CASE WHEN "kind" = 'trial' THEN 1 ELSE 0 END) WITH <>
  ) WHERE ("status" IN ('held', 'confirmed'));--> statement-breakpoint
-- Two trials of the same piece may not share a minute: one customer per slot.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trial_slot_free"
  EXCLUDE USING gist (
    "product_id" WITH =,
    tstzrange("slot_start", "slot_end", '[)') WITH &&
  ) WHERE ("kind" = 'trial' AND "status" IN ('held', 'confirmed') AND "slot_start" IS NOT NULL);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL UNIQUE REFERENCES "bookings"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"branch_id" integer NOT NULL REFERENCES "branches"("id"),
	"slot_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL
	  CHECK ("status" IN ('booked', 'attended', 'no_show', 'cancelled')),
	"marked_by" uuid REFERENCES "staff"("id"),
	"marked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trials_branch_slot_idx" ON "trials" USING btree ("branch_id", "slot_start");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trials_user_slot_idx" ON "trials" USING btree ("user_id", "slot_start");

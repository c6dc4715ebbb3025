-- A customer's extension of a rental: held while it is paid, then applied to the line's return date.
CREATE TABLE IF NOT EXISTS "rental_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"line_id" uuid NOT NULL REFERENCES "order_lines"("id") ON DELETE cascade,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id"),
	"payment_id" uuid REFERENCES "payments"("id"),
	"days" smallint NOT NULL,
	"from_return_date" date NOT NULL,
	"to_return_date" date NOT NULL,
	"rent" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rental_extensions_line_idx" ON "rental_extensions" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rental_extensions_held_idx" ON "rental_extensions" USING btree ("held_until") WHERE "status" = 'held';

-- The peak-date view reads a kept picture of the next 121 days, recomputed by a background job:
-- when it was worked out and for which first day (one row).
CREATE TABLE IF NOT EXISTS "peak_snapshot" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"window_from" date NOT NULL,
	"days" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
-- Active rental pieces per branch, category and size.
CREATE TABLE IF NOT EXISTS "peak_snapshot_sizes" (
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"grp" integer NOT NULL,
	"size" integer NOT NULL,
	"pieces" integer NOT NULL,
	PRIMARY KEY ("branch_id", "category_id", "grp", "size")
);--> statement-breakpoint
-- Pieces booked or held per branch, category and size on the days (offsets from window_from) with any.
CREATE TABLE IF NOT EXISTS "peak_snapshot_days" (
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"size" integer NOT NULL,
	"offsets" integer[] NOT NULL,
	"booked" integer[] NOT NULL,
	PRIMARY KEY ("branch_id", "category_id", "size")
);--> statement-breakpoint
-- Every active rental piece with a bit per day of the window set when it is booked or held: days
-- 0-61 in busy_lo, 62-123 in busy_hi (bit n of a word is day 62 * word + n).
CREATE TABLE IF NOT EXISTS "peak_snapshot_pieces" (
	"product_id" integer PRIMARY KEY,
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"grp" integer NOT NULL,
	"size" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"busy_lo" bigint NOT NULL,
	"busy_hi" bigint NOT NULL
);

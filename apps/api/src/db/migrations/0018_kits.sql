-- A kit: a whole outfit (sherwani + safa + mala + mojari) rented as one line of the cart. Its
-- price is either its own (for the base period) or the sum of its parts less a percentage.
CREATE TABLE IF NOT EXISTS "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grp" smallint NOT NULL,
	"branch_id" integer NOT NULL REFERENCES "branches"("id"),
	"price" integer,
	"discount_pct" smallint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_code_key" UNIQUE ("code"),
	CONSTRAINT "kits_slug_key" UNIQUE ("slug"),
	CONSTRAINT "kits_grp_check" CHECK ("grp" in (1, 2)),
	CONSTRAINT "kits_price_check" CHECK (("price" IS NULL) <> ("discount_pct" IS NULL)),
	CONSTRAINT "kits_price_range_check" CHECK ("price" IS NULL OR "price" > 0),
	CONSTRAINT "kits_discount_range_check" CHECK ("discount_pct" IS NULL OR ("discount_pct" >= 0 AND "discount_pct" <= 90))
);--> statement-breakpoint
-- A part of a kit (its kind is a category: the safa of the groom's outfit).
CREATE TABLE IF NOT EXISTS "kit_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL REFERENCES "kits"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"category_id" integer NOT NULL REFERENCES "categories"("id"),
	CONSTRAINT "kit_parts_kit_position_key" UNIQUE ("kit_id", "position")
);--> statement-breakpoint
-- The pieces that fill a part, one per size offered (an accessory has one, without a size).
CREATE TABLE IF NOT EXISTS "kit_pieces" (
	"kit_part_id" integer NOT NULL REFERENCES "kit_parts"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	PRIMARY KEY ("kit_part_id", "product_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kit_pieces_product_idx" ON "kit_pieces" USING btree ("product_id");--> statement-breakpoint
-- The parts of one kit in a cart share a group (one line, counted once against cart.maxItems).
ALTER TABLE "cart_items" ADD COLUMN IF NOT EXISTS "kit_id" integer REFERENCES "kits"("id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN IF NOT EXISTS "kit_group" uuid;--> statement-breakpoint
-- An order line per part (each handed over, returned and inspected), grouped as the kit's line.
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "kit_id" integer REFERENCES "kits"("id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "kit_group" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "kit_name" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_lines_kit_group_idx" ON "order_lines" USING btree ("kit_group") WHERE "kit_group" IS NOT NULL;

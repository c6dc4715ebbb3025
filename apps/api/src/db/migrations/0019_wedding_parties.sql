-- A wedding party: an organiser, an event date, a branch or delivery pincode, a name and an
-- optional colour theme or set of pieces to choose from. Members reach it by its share code.
CREATE TABLE IF NOT EXISTS "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"organiser_id" uuid NOT NULL REFERENCES "users"("id"),
	"event_date" date NOT NULL,
	"branch_id" integer REFERENCES "branches"("id"),
	"pincode" text,
	"theme" text DEFAULT '' NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_code_key" UNIQUE ("code"),
	CONSTRAINT "parties_place_check" CHECK ("branch_id" IS NOT NULL OR "pincode" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_organiser_idx" ON "parties" ("organiser_id");--> statement-breakpoint
-- Who joined a party from its link (the organiser is a member too).
CREATE TABLE IF NOT EXISTS "party_members" (
	"party_id" uuid NOT NULL REFERENCES "parties"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("party_id", "user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "party_members_user_idx" ON "party_members" ("user_id");--> statement-breakpoint
-- A member's choice is an order of theirs linked to the party (a piece today, a kit later).
CREATE TABLE IF NOT EXISTS "party_orders" (
	"order_id" uuid PRIMARY KEY REFERENCES "orders"("id") ON DELETE CASCADE,
	"party_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "party_orders_member_fk" FOREIGN KEY ("party_id", "user_id")
		REFERENCES "party_members"("party_id", "user_id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "party_orders_party_idx" ON "party_orders" ("party_id", "user_id");

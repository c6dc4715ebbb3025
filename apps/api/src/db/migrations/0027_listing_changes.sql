-- Record 33: each server process keeps the listing's pieces and what makes them busy in memory and
-- brings them up to date before answering. It asks for the rows written by transactions that its
-- last look could not see: every product and piece_busy row carries the id of the transaction that
-- last wrote it, and a look remembers its snapshot's xmin (every transaction not finished at that
-- look has an id at or above it). Deleting rows (rare: a rebuild of piece_busy, a removed product)
-- bumps listing_epoch, and a process seeing a new epoch loads everything again.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "changed_xid" xid8;--> statement-breakpoint
ALTER TABLE "piece_busy" ADD COLUMN IF NOT EXISTS "changed_xid" xid8;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_changed_xid_idx" ON "products" ("changed_xid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "piece_busy_changed_xid_idx" ON "piece_busy" ("changed_xid");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "listing_epoch" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_listing_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_listing_changed" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "listing_mark_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "piece_busy_listing_changed" ON "piece_busy";--> statement-breakpoint
CREATE TRIGGER "piece_busy_listing_changed" BEFORE INSERT OR UPDATE ON "piece_busy"
  FOR EACH ROW EXECUTE FUNCTION "listing_mark_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_listing_removed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_listing_removed" AFTER DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_epoch_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "piece_busy_listing_removed" ON "piece_busy";--> statement-breakpoint
CREATE TRIGGER "piece_busy_listing_removed" AFTER DELETE OR TRUNCATE ON "piece_busy"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_epoch_bump"();

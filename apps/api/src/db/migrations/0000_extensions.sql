-- btree_gist: the exclusion constraint on bookings (product = and daterange &&).
-- pg_trgm: substring search on product names, codes and categories.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;

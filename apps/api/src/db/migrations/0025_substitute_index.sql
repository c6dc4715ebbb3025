-- A taken piece's 409 offers a free piece of the same kind, branch and size, the most rented
-- first (booking/substitute.ts). This index walks those candidates in that order, so the query
-- stops at the first free one instead of sorting every candidate of the branch and kind.
CREATE INDEX IF NOT EXISTS "products_substitute_idx" ON "products" USING btree ("category_id", "branch_id", (coalesce("size", -1)), "times_booked" DESC, "id") WHERE "type" = 'rent' AND "is_active" AND "is_online";

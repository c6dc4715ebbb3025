CREATE INDEX "products_category_price_idx" ON "products" USING btree ("type","category_id","price","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_grp_price_idx" ON "products" USING btree ("type","grp","price","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_best_selling_idx" ON "products" USING btree ("type","times_booked","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_discounted_idx" ON "products" USING btree ("type","discount_pct","id") WHERE "products"."is_active";
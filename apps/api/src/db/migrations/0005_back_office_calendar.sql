CREATE INDEX "bookings_blocks_idx" ON "bookings" USING btree ("return_date") WHERE "bookings"."kind" = 'maintenance' and "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "products_branch_code_idx" ON "products" USING btree ("branch_id","code") WHERE "products"."type" = 'rent' and "products"."is_active";--> statement-breakpoint
CREATE INDEX "order_lines_status_delivery_idx" ON "order_lines" USING btree ("status","delivery_date");--> statement-breakpoint
CREATE INDEX "order_lines_status_return_idx" ON "order_lines" USING btree ("status","return_date");
ALTER TABLE "products" ADD COLUMN "replacement_value" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_product_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moved_from_branch_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "arrives_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_from_product_id_products_id_fk" FOREIGN KEY ("from_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moved_from_branch_id_branches_id_fk" FOREIGN KEY ("moved_from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_from_product_idx" ON "products" USING btree ("from_product_id") WHERE "products"."from_product_id" is not null;--> statement-breakpoint
CREATE INDEX "products_moved_from_idx" ON "products" USING btree ("moved_from_branch_id","arrives_on") WHERE "products"."moved_from_branch_id" is not null;

ALTER TABLE "products" drop column "in_stock";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (case stock_type when 'limited' then coalesce(stock, 0) >= quantity_step when 'out_of_stock' then false else true end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" drop column "in_stock";--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (case stock_type when 'limited' then coalesce(stock, 0) >= quantity_step when 'out_of_stock' then false else true end) STORED NOT NULL;--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression in place: the listing's indexes went with the old
-- column and are made again as they were.
CREATE INDEX "products_newest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_cheapest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price","id") WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_dearest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","discount","brand_id") WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_category_cheapest_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"price","id","discount") WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_category_dearest_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"price" DESC NULLS FIRST,"id" DESC NULLS FIRST,"discount") WHERE is_published;

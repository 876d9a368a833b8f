DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_prefix_idx" ON "products" USING btree ("search_name" text_pattern_ops,"in_stock","updated_at","id") WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","discount","brand_id") WHERE is_published;
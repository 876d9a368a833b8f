ALTER TABLE "order_items" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "seller_economic_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "seller_national_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines sold before this column: the letter and digit folds of normalizeForSearch, written in SQL once for them.
UPDATE "order_items" SET "search_name" = lower(translate(trim("name" || ' ' || coalesce("variation_label", '')), 'يىئكةۀأإآٱؤ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', 'یییکههااااو01234567890123456789')) WHERE "search_name" = '';

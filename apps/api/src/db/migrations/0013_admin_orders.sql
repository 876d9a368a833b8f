ALTER TABLE "order_payments" ADD COLUMN "is_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- Orders placed before this column: the letter and digit folds of normalizeForSearch, written in SQL once for them.
UPDATE "orders" SET "search_name" = lower(translate(concat_ws(' ', "buyer_first_name", "buyer_last_name", "buyer_mobile_number", "first_name", "last_name", "mobile_number"), 'يىئكةۀأإآٱؤ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', 'یییکههااااو01234567890123456789')) WHERE "search_name" = '';

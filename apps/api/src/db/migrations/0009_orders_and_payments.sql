CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"name" text NOT NULL,
	"variation_label" text,
	"image" jsonb,
	"unit_price" bigint NOT NULL,
	"unit_discount" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total" bigint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stock_taken" boolean NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" text,
	"payment_method_id" integer,
	"payment_method_name" text NOT NULL,
	"payment_method_kind" text NOT NULL,
	"card_pan" text,
	"notes" text DEFAULT '' NOT NULL,
	"approved" boolean NOT NULL,
	"attempt_id" integer,
	"receipt" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"buyer_first_name" text NOT NULL,
	"buyer_last_name" text NOT NULL,
	"buyer_mobile_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"country_id" integer NOT NULL,
	"country_name" text NOT NULL,
	"state_id" integer NOT NULL,
	"state_name" text NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"items_subtotal" bigint NOT NULL,
	"items_discount" bigint NOT NULL,
	"shipping_cost" bigint NOT NULL,
	"total" bigint NOT NULL,
	"shipping_method_id" integer,
	"shipping_method_name" text NOT NULL,
	"payment_method_id" integer,
	"payment_method_name" text NOT NULL,
	"payment_method_kind" text NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_start" text NOT NULL,
	"delivery_end" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_key_unique" UNIQUE("key"),
	CONSTRAINT "orders_status_check" CHECK (status in ('new', 'processing', 'completed', 'cancelled', 'failed', 'created', 'refunded')),
	CONSTRAINT "orders_payment_method_kind_check" CHECK (payment_method_kind in ('gateway', 'card_to_card', 'cash_on_delivery'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"authority" text,
	"next_step" text,
	"status" text DEFAULT 'started' NOT NULL,
	"verifying_since" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_authority_unique" UNIQUE("gateway","authority"),
	CONSTRAINT "payment_attempts_status_check" CHECK (status in ('started', 'verifying', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_reserved_idx" ON "orders" USING btree ("reserved_until") WHERE status = 'new' and not is_paid and reserved_until is not null;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");
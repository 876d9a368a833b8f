CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "attributes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"public_notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_attribute_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attribute_values_product_attribute_id_attribute_value_id_pk" PRIMARY KEY("product_attribute_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_note" text DEFAULT '' NOT NULL,
	"featured_image" jsonb,
	"category_id" integer,
	"brand_id" integer,
	"type" text DEFAULT 'simple' NOT NULL,
	"regular_price" bigint NOT NULL,
	"sale_price" bigint,
	"price" bigint GENERATED ALWAYS AS (coalesce(sale_price, regular_price)) STORED NOT NULL,
	"discount" bigint GENERATED ALWAYS AS (regular_price - coalesce(sale_price, regular_price)) STORED NOT NULL,
	"stock_type" text DEFAULT 'unlimited' NOT NULL,
	"stock" integer,
	"in_stock" boolean GENERATED ALWAYS AS (case stock_type when 'limited' then coalesce(stock, 0) > 0 when 'out_of_stock' then false else true end) STORED NOT NULL,
	"quantity_step" integer DEFAULT 1 NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_prices_check" CHECK (regular_price >= 0 and (sale_price is null or (sale_price >= 0 and sale_price <= regular_price))),
	CONSTRAINT "products_stock_check" CHECK (stock is null or stock >= 0),
	CONSTRAINT "products_quantity_step_check" CHECK (quantity_step >= 1),
	CONSTRAINT "products_stock_type_check" CHECK (stock_type in ('unlimited', 'limited', 'call', 'out_of_stock')),
	CONSTRAINT "products_type_check" CHECK (type in ('simple', 'variable'))
);
--> statement-breakpoint
CREATE TABLE "variation_values" (
	"variation_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	CONSTRAINT "variation_values_variation_id_attribute_id_pk" PRIMARY KEY("variation_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" jsonb,
	"regular_price" bigint NOT NULL,
	"sale_price" bigint,
	"price" bigint GENERATED ALWAYS AS (coalesce(sale_price, regular_price)) STORED NOT NULL,
	"discount" bigint GENERATED ALWAYS AS (regular_price - coalesce(sale_price, regular_price)) STORED NOT NULL,
	"stock_type" text DEFAULT 'unlimited' NOT NULL,
	"stock" integer,
	"in_stock" boolean GENERATED ALWAYS AS (case stock_type when 'limited' then coalesce(stock, 0) > 0 when 'out_of_stock' then false else true end) STORED NOT NULL,
	"quantity_step" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variations_prices_check" CHECK (regular_price >= 0 and (sale_price is null or (sale_price >= 0 and sale_price <= regular_price))),
	CONSTRAINT "variations_stock_check" CHECK (stock is null or stock >= 0),
	CONSTRAINT "variations_quantity_step_check" CHECK (quantity_step >= 1),
	CONSTRAINT "variations_stock_type_check" CHECK (stock_type in ('unlimited', 'limited', 'call', 'out_of_stock'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"store_title" text NOT NULL,
	"contacts_store_tel" text DEFAULT '' NOT NULL,
	"contacts_sale_manager_tel" text DEFAULT '' NOT NULL,
	"contacts_support_tel" text DEFAULT '' NOT NULL,
	"contacts_store_address" text DEFAULT '' NOT NULL,
	"contacts_store_email" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"sms" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"eitaa" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"license_enamad" text DEFAULT '' NOT NULL,
	"blog_url" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "store_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"background_color" text DEFAULT '#0d47a1' NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"animation" text,
	"url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"kind" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"cost" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_cost_check" CHECK (cost >= 0)
);
--> statement-breakpoint
CREATE TABLE "story_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"product_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"national_code" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"postal_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_attribute_id_product_attributes_id_fk" FOREIGN KEY ("product_attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gallery" ADD CONSTRAINT "product_gallery_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_group_id_story_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."story_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_unique" ON "attribute_values" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE INDEX "catalog_items_catalog_idx" ON "catalog_items" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_attributes_unique" ON "product_attributes" USING btree ("product_id","attribute_id");--> statement-breakpoint
CREATE INDEX "product_gallery_product_idx" ON "product_gallery" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_cheapest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price","id") WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_dearest_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_published;--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variations_product_idx" ON "variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");
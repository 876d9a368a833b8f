CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product's card as the listing sends it (docs/decisions/0032). The picture's URLs start with chr(1), which JSON text
-- never holds unescaped: the reading statement writes there where pictures are served from, a setting of the server.
CREATE FUNCTION product_card(product products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"featured_image":'
    || coalesce(
      '{"f":"' || chr(1) || substr(to_json(product.featured_image ->> 'file')::text, 2)
        || ',"thumbnail":"' || chr(1) || substr(to_json(product.featured_image ->> 'thumb')::text, 2)
        || ',' || substr(row_to_json(picture)::text, 2),
      'null')
    || ',' || substr(row_to_json(card)::text, 2)
  FROM (
    SELECT product.featured_image -> 'width' AS width, product.featured_image -> 'height' AS height,
      product.featured_image ->> 'name' AS name
  ) AS picture,
  (
    SELECT product.id, product.name, product.excerpt, category.named AS category, category.named AS category_data,
      brand.named AS brand, product.regular_price, product.sale_price, product.price, product.discount,
      product.in_stock, product.stock_type,
      -- Only a limited stock has a count worth showing.
      CASE WHEN product.stock_type = 'limited' THEN coalesce(product.stock, 0) END AS stock,
      product.quantity_step, product.type,
      to_char(product.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
      false AS is_favorite
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT row_to_json(ref) AS named FROM (SELECT id, name FROM categories WHERE id = product.category_id) AS ref
    ) AS category ON true
    LEFT JOIN LATERAL (
      SELECT row_to_json(ref) AS named FROM (SELECT id, name FROM brands WHERE id = product.brand_id) AS ref
    ) AS brand ON true
  ) AS card
$$;
--> statement-breakpoint
CREATE FUNCTION write_product_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_cards (product_id, card) VALUES (NEW.id, product_card(NEW))
  ON CONFLICT (product_id) DO UPDATE SET card = excluded.card;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_write_card AFTER INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION write_product_card();
--> statement-breakpoint
-- A renamed category or brand is written again on each of its products' cards.
CREATE FUNCTION write_named_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_cards SET card = product_card(products)
  FROM products
  WHERE products.id = product_cards.product_id
    AND (CASE TG_TABLE_NAME WHEN 'categories' THEN products.category_id ELSE products.brand_id END) = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_write_cards AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION write_named_cards();
--> statement-breakpoint
CREATE TRIGGER brands_write_cards AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION write_named_cards();
--> statement-breakpoint
INSERT INTO product_cards (product_id, card) SELECT id, product_card(products) FROM products;

-- A product's card is built in one place, the catalogue's TypeScript, from the product's row and its category's and
-- brand's names (docs/decisions/0043): the cards the database wrote, their function and their triggers go.
DROP TRIGGER product_cards_note_change ON product_cards;--> statement-breakpoint
DROP FUNCTION note_card_change();--> statement-breakpoint
DROP TRIGGER products_write_card ON products;--> statement-breakpoint
DROP TRIGGER categories_write_cards ON categories;--> statement-breakpoint
DROP TRIGGER brands_write_cards ON brands;--> statement-breakpoint
DROP FUNCTION write_product_card();--> statement-breakpoint
DROP FUNCTION write_named_cards();--> statement-breakpoint
DROP FUNCTION product_card(products);--> statement-breakpoint
DROP TABLE "product_cards" CASCADE;--> statement-breakpoint
-- Each process holds the cards it has read beside its search index (docs/decisions/0034) and drops a product's card
-- with every change of it it takes in: any update of a product is noted, whatever it changed of its card or search.
DROP TRIGGER products_note_search_update ON products;--> statement-breakpoint
CREATE TRIGGER products_note_search_update AFTER UPDATE ON products
FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION note_search_change();--> statement-breakpoint
-- A renamed category or brand changes its products' cards: each is noted. FOR UPDATE on the category or brand first
-- waits for products being added to it or moved into it (their key check holds a share of the row) and makes later
-- ones wait for the rename's commit, so that a product moved in at the same moment is either noted here or read after
-- the new name is committed.
CREATE FUNCTION note_named_cards_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM 1 FROM categories WHERE id = NEW.id FOR UPDATE;
    INSERT INTO product_search_changes (product_id) SELECT id FROM products WHERE category_id = NEW.id;
  ELSE
    PERFORM 1 FROM brands WHERE id = NEW.id FOR UPDATE;
    INSERT INTO product_search_changes (product_id) SELECT id FROM products WHERE brand_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_note_cards_change AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION note_named_cards_change();--> statement-breakpoint
CREATE TRIGGER brands_note_cards_change AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION note_named_cards_change();

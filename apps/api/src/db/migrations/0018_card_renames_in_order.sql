-- A rename writes its products' cards again, after taking the locks that order it against every product written at
-- the same moment (docs/decisions/0032). Without them, a product's trigger that had read the old name could write its
-- card after the rename's, and the card kept the old name.
-- - FOR UPDATE on the category or brand itself waits for products being added to it or moved into it, whose key
--   check holds a share of it, and makes later ones wait until the rename commits.
-- - FOR NO KEY UPDATE on its products, in the order checkout locks them, waits for those being written and makes
--   later writes wait.
-- A product written after the rename commits reads the new name; one written before it is read again here.
CREATE OR REPLACE FUNCTION write_named_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM 1 FROM categories WHERE id = NEW.id FOR UPDATE;
    PERFORM 1 FROM products WHERE category_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
    UPDATE product_cards SET card = product_card(products)
    FROM products
    WHERE products.id = product_cards.product_id AND products.category_id = NEW.id;
  ELSE
    PERFORM 1 FROM brands WHERE id = NEW.id FOR UPDATE;
    PERFORM 1 FROM products WHERE brand_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
    UPDATE product_cards SET card = product_card(products)
    FROM products
    WHERE products.id = product_cards.product_id AND products.brand_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

-- Each process holds the cards it has read beside its search index (docs/decisions/0034), and drops them with the
-- changes it takes in: a card written again (a stock sold, a category or brand renamed) is noted as a change too.
CREATE FUNCTION note_card_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_changes (product_id) VALUES (NEW.product_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_cards_note_change AFTER UPDATE ON product_cards
FOR EACH ROW WHEN (OLD.card IS DISTINCT FROM NEW.card) EXECUTE FUNCTION note_card_change();

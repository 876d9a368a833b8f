CREATE TABLE "product_search_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_changes_xid_idx" ON "product_search_changes" USING btree ("xid");--> statement-breakpoint
-- Each process keeps a search index of the published products in its memory, and takes in the changes committed since
-- the snapshot it last read (docs/decisions/0033): every insert and delete, and every update of what search reads.
CREATE FUNCTION note_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_changes (product_id) VALUES (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_note_search_change AFTER INSERT OR DELETE ON products
FOR EACH ROW EXECUTE FUNCTION note_search_change();
--> statement-breakpoint
CREATE TRIGGER products_note_search_update AFTER UPDATE ON products
FOR EACH ROW WHEN (
  (OLD.is_published, OLD.search_name, OLD.search_text, OLD.in_stock, OLD.price, OLD.discount, OLD.updated_at,
    OLD.category_id, OLD.brand_id)
  IS DISTINCT FROM
  (NEW.is_published, NEW.search_name, NEW.search_text, NEW.in_stock, NEW.price, NEW.discount, NEW.updated_at,
    NEW.category_id, NEW.brand_id)
) EXECUTE FUNCTION note_search_change();

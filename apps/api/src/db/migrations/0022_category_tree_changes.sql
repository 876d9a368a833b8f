CREATE TABLE "category_tree_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "category_tree_changes_xid_idx" ON "category_tree_changes" USING btree ("xid");--> statement-breakpoint
-- Each process keeps the category tree beside its search index (docs/decisions/0034): a statement that adds, removes
-- or moves categories notes its transaction, and a page that sees the note reads the tree again.
CREATE FUNCTION note_category_tree_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_tree_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_note_tree_change AFTER INSERT OR DELETE OR UPDATE OF parent_id ON categories
FOR EACH STATEMENT EXECUTE FUNCTION note_category_tree_change();

-- Variations take their ids from the products' series, so that one id names either a simple product or a variation.
-- Existing variations are renumbered above every id in use, and their chosen values follow them.
ALTER TABLE "variation_values" DROP CONSTRAINT "variation_values_variation_id_variations_id_fk";--> statement-breakpoint
ALTER TABLE "variations" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "variations_id_seq";--> statement-breakpoint
SELECT setval('products_id_seq', highest.id)
FROM (
  SELECT greatest(
    (SELECT coalesce(max("id"), 0) FROM "products"),
    (SELECT coalesce(max("id"), 0) FROM "variations"),
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "products_id_seq")
  ) AS id
) AS highest
WHERE highest.id > 0;--> statement-breakpoint
CREATE TEMPORARY TABLE "variation_renumbering" AS
SELECT ordered.old_id, nextval('products_id_seq')::integer AS new_id
FROM (SELECT "id" AS old_id FROM "variations" ORDER BY "id") AS ordered;--> statement-breakpoint
UPDATE "variation_values" SET "variation_id" = renumbered.new_id
FROM "variation_renumbering" AS renumbered
WHERE "variation_values"."variation_id" = renumbered.old_id;--> statement-breakpoint
UPDATE "variations" SET "id" = renumbered.new_id
FROM "variation_renumbering" AS renumbered
WHERE "variations"."id" = renumbered.old_id;--> statement-breakpoint
DROP TABLE "variation_renumbering";--> statement-breakpoint
ALTER TABLE "variations" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "variations" ALTER COLUMN "id" SET DEFAULT nextval('products_id_seq');--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;

-- The storefront's search ranks names in each process's own index (docs/decisions/0033): nothing reads these any more,
-- and every product write kept them.
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_name_prefix_idx";
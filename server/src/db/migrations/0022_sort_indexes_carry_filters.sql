-- The popular and rating sorts, which the facet snapshot cannot order, walk indexes that carry the
-- filters' columns after the sort keys: the bounds are tested in the index (an index-only walk) instead
-- of on each row read and rejected (docs/decisions/0050). New indexes first, so a sort always has one.
CREATE INDEX IF NOT EXISTS "products_type_popular_cover_idx" ON "products" USING btree ("vehicle_type","wishlist_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","effective_range","brand_id","top_speed","battery","charging");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_rating_cover_idx" ON "products" USING btree ("vehicle_type","rating_average" desc nulls last,"rating_count" DESC NULLS FIRST,"id","price","effective_range","brand_id","top_speed","battery","charging");--> statement-breakpoint
DROP INDEX IF EXISTS "products_type_popular_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_type_rating_idx";

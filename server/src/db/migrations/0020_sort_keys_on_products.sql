-- The popular and rating sorts' keys on the product row, kept by the database, so each sort of a
-- type's list walks an index in its order instead of ranking every match (docs/decisions/0050).
ALTER TABLE "products" ADD COLUMN "wishlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_range_idx" ON "products" USING btree ("vehicle_type","effective_range" desc nulls last,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_name_idx" ON "products" USING btree ("vehicle_type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_popular_idx" ON "products" USING btree ("vehicle_type","wishlist_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_popular_idx" ON "products" USING btree ("wishlist_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_rating_idx" ON "products" USING btree ("vehicle_type","rating_average" desc nulls last,"rating_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_rating_idx" ON "products" USING btree ("rating_average" desc nulls last,"rating_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_brand_name_idx" ON "products" USING btree ("brand_id","name","id");--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_idx";--> statement-breakpoint
CREATE FUNCTION products_wishlist_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each branch names only the transition table its operation has; products in id order
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET wishlist_count = p.wishlist_count + d.n
    FROM (SELECT product_id, count(*) AS n FROM new_rows GROUP BY product_id ORDER BY product_id) d WHERE p.id = d.product_id;
  ELSE
    UPDATE products p SET wishlist_count = greatest(p.wishlist_count - d.n, 0)
    FROM (SELECT product_id, count(*) AS n FROM old_rows GROUP BY product_id ORDER BY product_id) d WHERE p.id = d.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER wishlist_items_count_insert AFTER INSERT ON wishlist_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_wishlist_count();--> statement-breakpoint
CREATE TRIGGER wishlist_items_count_delete AFTER DELETE ON wishlist_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_wishlist_count();--> statement-breakpoint
CREATE FUNCTION products_rating_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products SET rating_average = NULL, rating_count = 0 WHERE id = OLD.product_id;
  ELSE
    UPDATE products SET rating_average = NEW.average, rating_count = NEW.count WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_ratings_copy AFTER INSERT OR UPDATE OR DELETE ON product_ratings FOR EACH ROW EXECUTE FUNCTION products_rating_copy();--> statement-breakpoint
LOCK TABLE wishlist_items, product_ratings IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE products p SET wishlist_count = w.n FROM (SELECT product_id, count(*) AS n FROM wishlist_items GROUP BY product_id) w WHERE p.id = w.product_id;--> statement-breakpoint
UPDATE products p SET rating_average = r.average, rating_count = r.count FROM product_ratings r WHERE p.id = r.product_id;

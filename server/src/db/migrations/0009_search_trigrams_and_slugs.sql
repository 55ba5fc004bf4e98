-- hand-written: trigram matching (typo-tolerant search); the indexes below need its operator classes
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- generated, except that NOT NULL is set below, after the back-fill
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_contact_trgm_idx" ON "users" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_gist_idx" ON "products" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
-- hand-written: product slugs. One function makes them for every writer (service, seeds, tests):
-- lower-case words joined by '-', 'vs' spelled 'versus' (compare addresses join slugs with -vs-),
-- '-2', '-3', ... for an equal name.
CREATE OR REPLACE FUNCTION products_make_slug(p_name text, p_id text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := trim(both '-' from left(regexp_replace(lower(coalesce(p_name, '')), '[^a-z0-9]+', '-', 'g'), 80));
  candidate text;
  n integer := 1;
BEGIN
  base := regexp_replace(base, '(^|-)vs(?=-|$)', '\1versus', 'g');
  IF base = '' THEN base := 'vehicle'; END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM products WHERE slug = candidate AND id <> p_id) LOOP
    n := n + 1;
    -- many equal names: the id keeps it unique without a long search
    IF n > 50 THEN RETURN base || '-' || p_id; END IF;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.slug := products_make_slug(NEW.name, NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
-- a plain index while the back-fill runs: each new slug is checked against the ones made before it
CREATE INDEX "products_slug_backfill_idx" ON "products" ("slug");--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  -- oldest first, so the first product of a name keeps the plain slug
  FOR r IN SELECT id, name FROM products ORDER BY created_at, id LOOP
    UPDATE products SET slug = products_make_slug(r.name, r.id) WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "products_slug_backfill_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE TRIGGER products_slug_on_insert BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_fill_slug();--> statement-breakpoint
CREATE TRIGGER products_slug_on_rename BEFORE UPDATE OF name ON products FOR EACH ROW
  WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION products_fill_slug();

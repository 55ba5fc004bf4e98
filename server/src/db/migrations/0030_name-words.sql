-- The words of product names, for typed search that stays flat at scale (docs/decisions/0071).
CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_name_words" (
	"word" text NOT NULL,
	"product_id" text NOT NULL REFERENCES "public"."products"("id") ON DELETE cascade,
	CONSTRAINT "product_name_words_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_name_words_product_idx" ON "product_name_words" USING btree ("product_id");--> statement-breakpoint
-- A name's words: lower case, split where pg_trgm splits words (anything not a letter or a digit).
CREATE FUNCTION name_words_of(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- The words of these products' names, added (a word or link already there is left as it is).
CREATE FUNCTION name_words_add(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO name_words (word)
    SELECT DISTINCT w FROM products p, name_words_of(p.name) AS w WHERE p.id = ANY(ids) ORDER BY 1
    ON CONFLICT DO NOTHING;
  INSERT INTO product_name_words (word, product_id)
    SELECT w, p.id FROM products p, name_words_of(p.name) AS w WHERE p.id = ANY(ids)
    ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Kept in the writing statement's transaction, one statement's rows at once (a bulk import is one pass);
-- an update re-reads only the products it renamed.
CREATE FUNCTION products_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name);
    DELETE FROM product_name_words WHERE product_id = ANY(ids);
  ELSE
    ids := ARRAY(SELECT id FROM new_rows);
  END IF;
  IF cardinality(ids) > 0 THEN PERFORM name_words_add(ids); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_name_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_name_words();--> statement-breakpoint
CREATE TRIGGER products_name_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_name_words();--> statement-breakpoint
-- the names already there
SELECT name_words_add(ARRAY(SELECT id FROM products));

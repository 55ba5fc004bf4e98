-- Reads that stay flat at scale (docs/decisions/0050). On a PostgreSQL server the indexes below are
-- built CONCURRENTLY before this migration runs (src/db/online-indexes.ts), so IF NOT EXISTS finds them.
CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_ride_counts" (
	"shop_id" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_ride_counts_shop_id_status_pk" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_contact_prefix_idx" ON "users" USING btree ("contact" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_newest_idx" ON "products" USING btree ("vehicle_type","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_facets_idx" ON "products" USING btree ("vehicle_type","brand_id","price","effective_range","top_speed","battery","charging");--> statement-breakpoint
DROP INDEX IF EXISTS "products_vehicle_type_created_idx";--> statement-breakpoint
-- Counts kept in the writing statement's transaction: one row per name, deltas summed per statement
-- and applied in name order (two writers lock the rows they share in the same order).
CREATE FUNCTION row_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts AS c (name, n)
  SELECT key, sum(value::bigint) FROM jsonb_each_text(deltas) GROUP BY key HAVING sum(value::bigint) <> 0 ORDER BY key
  ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n
$$;--> statement-breakpoint
CREATE FUNCTION users_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  -- each branch names only the transition tables its operation has
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE name = 'users' OR name LIKE 'users.%';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_build_object('users', sum(n)) || coalesce(jsonb_object_agg('users.role.' || k, n), '{}') INTO deltas
      FROM (SELECT role AS k, count(*) AS n FROM new_rows GROUP BY role) s;
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_build_object('users', -sum(n)) || coalesce(jsonb_object_agg('users.role.' || k, -n), '{}') INTO deltas
      FROM (SELECT role AS k, count(*) AS n FROM old_rows GROUP BY role) s;
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSE
    SELECT jsonb_object_agg('users.role.' || k, n) INTO deltas FROM (
      SELECT k, sum(d) AS n FROM (
        SELECT role AS k, 1 AS d FROM new_rows UNION ALL SELECT role, -1 FROM old_rows
      ) c GROUP BY k HAVING sum(d) <> 0
    ) s;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM row_counts_apply(deltas); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  -- each branch names only the transition tables its operation has
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE name = 'products' OR name LIKE 'products.%';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_build_object('products', sum(n)) || coalesce(jsonb_object_agg('products.type.' || k, n), '{}') INTO deltas
      FROM (SELECT vehicle_type AS k, count(*) AS n FROM new_rows GROUP BY vehicle_type) s;
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_build_object('products', -sum(n)) || coalesce(jsonb_object_agg('products.type.' || k, -n), '{}') INTO deltas
      FROM (SELECT vehicle_type AS k, count(*) AS n FROM old_rows GROUP BY vehicle_type) s;
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSE
    SELECT jsonb_object_agg('products.type.' || k, n) INTO deltas FROM (
      SELECT k, sum(d) AS n FROM (
        SELECT vehicle_type AS k, 1 AS d FROM new_rows UNION ALL SELECT vehicle_type, -1 FROM old_rows
      ) c GROUP BY k HAVING sum(d) <> 0
    ) s;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM row_counts_apply(deltas); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- blogs, locations and comparisons: only how many (TG_ARGV[0] names the count)
CREATE FUNCTION table_row_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE name = TG_ARGV[0];
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN PERFORM row_counts_apply(jsonb_build_object(TG_ARGV[0], delta)); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- the rides a shop lists (not removed by the dealer), per status
CREATE FUNCTION shop_ride_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shop_ride_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_ride_counts AS c (shop_id, status, n)
    SELECT shop_id, status, count(*) FROM new_rows WHERE removed_by_dealer_at IS NULL GROUP BY shop_id, status ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE shop_ride_counts c SET n = c.n - d.n
    FROM (SELECT shop_id, status, count(*) AS n FROM old_rows WHERE removed_by_dealer_at IS NULL GROUP BY shop_id, status) d
    WHERE c.shop_id = d.shop_id AND c.status = d.status;
  ELSE
    INSERT INTO shop_ride_counts AS c (shop_id, status, n)
    SELECT shop_id, status, sum(delta) FROM (
      SELECT shop_id, status, 1 AS delta FROM new_rows WHERE removed_by_dealer_at IS NULL
      UNION ALL SELECT shop_id, status, -1 FROM old_rows WHERE removed_by_dealer_at IS NULL
    ) changes GROUP BY shop_id, status HAVING sum(delta) <> 0 ORDER BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- the counts start from what is there, with writers held off until this migration commits
LOCK TABLE users, products, blogs, locations, comparisons, test_drives IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER users_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();--> statement-breakpoint
CREATE TRIGGER users_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();--> statement-breakpoint
CREATE TRIGGER users_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();--> statement-breakpoint
CREATE TRIGGER users_counts_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION users_row_counts();--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_row_counts();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_row_counts();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_row_counts();--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION products_row_counts();--> statement-breakpoint
CREATE TRIGGER blogs_counts_insert AFTER INSERT ON blogs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('blogs');--> statement-breakpoint
CREATE TRIGGER blogs_counts_delete AFTER DELETE ON blogs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('blogs');--> statement-breakpoint
CREATE TRIGGER blogs_counts_truncate AFTER TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('blogs');--> statement-breakpoint
CREATE TRIGGER locations_counts_insert AFTER INSERT ON locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('locations');--> statement-breakpoint
CREATE TRIGGER locations_counts_delete AFTER DELETE ON locations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('locations');--> statement-breakpoint
CREATE TRIGGER locations_counts_truncate AFTER TRUNCATE ON locations FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('locations');--> statement-breakpoint
CREATE TRIGGER comparisons_counts_insert AFTER INSERT ON comparisons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('comparisons');--> statement-breakpoint
CREATE TRIGGER comparisons_counts_delete AFTER DELETE ON comparisons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('comparisons');--> statement-breakpoint
CREATE TRIGGER comparisons_counts_truncate AFTER TRUNCATE ON comparisons FOR EACH STATEMENT EXECUTE FUNCTION table_row_count('comparisons');--> statement-breakpoint
CREATE TRIGGER test_drives_counts_insert AFTER INSERT ON test_drives REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_ride_counts_apply();--> statement-breakpoint
CREATE TRIGGER test_drives_counts_update AFTER UPDATE ON test_drives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_ride_counts_apply();--> statement-breakpoint
CREATE TRIGGER test_drives_counts_delete AFTER DELETE ON test_drives REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_ride_counts_apply();--> statement-breakpoint
CREATE TRIGGER test_drives_counts_truncate AFTER TRUNCATE ON test_drives FOR EACH STATEMENT EXECUTE FUNCTION shop_ride_counts_apply();--> statement-breakpoint
INSERT INTO row_counts (name, n)
  SELECT 'users', count(*) FROM users
  UNION ALL SELECT 'users.role.' || role, count(*) FROM users GROUP BY role
  UNION ALL SELECT 'products', count(*) FROM products
  UNION ALL SELECT 'products.type.' || vehicle_type, count(*) FROM products GROUP BY vehicle_type
  UNION ALL SELECT 'blogs', count(*) FROM blogs
  UNION ALL SELECT 'locations', count(*) FROM locations
  UNION ALL SELECT 'comparisons', count(*) FROM comparisons;--> statement-breakpoint
INSERT INTO shop_ride_counts (shop_id, status, n)
  SELECT shop_id, status, count(*) FROM test_drives WHERE removed_by_dealer_at IS NULL GROUP BY shop_id, status;

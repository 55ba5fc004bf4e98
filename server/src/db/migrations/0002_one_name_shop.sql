-- One name per concept (docs/decisions/0016): a dealer's business is a "shop".
-- Only renames: every row, key and reference is kept as it is.
ALTER TABLE "dealer_profiles" RENAME TO "shops";--> statement-breakpoint
ALTER TABLE "dealer_products" RENAME TO "shop_products";--> statement-breakpoint
ALTER TABLE "shop_products" RENAME COLUMN "dealer_profile_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "test_drives" RENAME COLUMN "dealer_profile_id" TO "shop_id";--> statement-breakpoint
ALTER INDEX "dealer_profiles_pkey" RENAME TO "shops_pkey";--> statement-breakpoint
ALTER INDEX "dealer_products_pkey" RENAME TO "shop_products_pkey";--> statement-breakpoint
ALTER INDEX "dealer_profiles_user_key" RENAME TO "shops_user_key";--> statement-breakpoint
ALTER INDEX "dealer_profiles_city_idx" RENAME TO "shops_city_idx";--> statement-breakpoint
ALTER INDEX "dealer_products_dealer_product_key" RENAME TO "shop_products_shop_product_key";--> statement-breakpoint
ALTER INDEX "dealer_products_product_idx" RENAME TO "shop_products_product_idx";--> statement-breakpoint
ALTER INDEX "test_drives_dealer_created_idx" RENAME TO "test_drives_shop_created_idx";--> statement-breakpoint
ALTER INDEX "test_drives_dealer_status_idx" RENAME TO "test_drives_shop_status_idx";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "dealer_profiles_user_id_users_id_fk" TO "shops_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "shop_products" RENAME CONSTRAINT "dealer_products_dealer_profile_id_dealer_profiles_id_fk" TO "shop_products_shop_id_shops_id_fk";--> statement-breakpoint
ALTER TABLE "shop_products" RENAME CONSTRAINT "dealer_products_product_id_products_id_fk" TO "shop_products_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "test_drives" RENAME CONSTRAINT "test_drives_dealer_profile_id_dealer_profiles_id_fk" TO "test_drives_shop_id_shops_id_fk";--> statement-breakpoint
-- PostgreSQL 18 names NOT NULL constraints after table and column; give them the names a fresh
-- database has (older servers have no such constraints, and this does nothing there).
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT con.conname, rel.relname, att.attname
    FROM pg_constraint con
    JOIN pg_class rel ON rel.oid = con.conrelid
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
    WHERE con.contype = 'n'
      AND rel.relnamespace = 'public'::regnamespace
      AND rel.relname IN ('shops', 'shop_products', 'test_drives')
      AND con.conname <> rel.relname || '_' || att.attname || '_not_null'
  LOOP
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', c.relname, c.conname, c.relname || '_' || c.attname || '_not_null');
  END LOOP;
END $$;

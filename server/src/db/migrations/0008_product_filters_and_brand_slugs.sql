-- generated "ADD COLUMN slug text NOT NULL" split in two (nullable here, NOT NULL below the back-fill) so existing brands migrate
ALTER TABLE "brands" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE INDEX "products_type_price_idx" ON "products" USING btree ("vehicle_type","price","id");--> statement-breakpoint
CREATE INDEX "products_range_km_idx" ON "products" USING btree (coalesce("range", "range_max"),"id");--> statement-breakpoint
CREATE INDEX "products_top_speed_idx" ON "products" USING btree ("top_speed");--> statement-breakpoint
CREATE INDEX "products_battery_idx" ON "products" USING btree ("battery");--> statement-breakpoint
CREATE INDEX "products_charging_idx" ON "products" USING btree ("charging");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
-- hand-written: every existing brand gets a slug from its name (as brand-slug.ts makes them); a brand
-- whose name slugs the same as an older brand's gets the last 8 characters of its id appended
UPDATE "brands" AS "b" SET "slug" = "s"."slug"
FROM (
  SELECT "id", CASE WHEN row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") = 1 THEN "base" ELSE "base" || '-' || right("id", 8) END AS "slug"
  FROM (
    SELECT "id", "created_at", coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'brand') AS "base"
    FROM "brands"
  ) AS "named"
) AS "s"
WHERE "b"."id" = "s"."id";--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");

DROP INDEX "products_range_km_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_range" double precision GENERATED ALWAYS AS (coalesce("products"."range", greatest("products"."range_min", "products"."range_max"))) STORED;--> statement-breakpoint
CREATE INDEX "products_effective_range_idx" ON "products" USING btree ("effective_range","id");
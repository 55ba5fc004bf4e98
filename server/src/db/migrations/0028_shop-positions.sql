ALTER TABLE "shops" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "position_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_position_idx" ON "shops" USING btree ("lat","lng");
CREATE TABLE "shop_ride_hours" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shop_ride_hours" ADD CONSTRAINT "shop_ride_hours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drives_shop_slot_idx" ON "test_drives" USING btree ("shop_id","slot_start") WHERE slot_start is not null;--> statement-breakpoint
-- hand-written: the calendar rules the service also checks, kept by the database too
ALTER TABLE "shop_ride_hours" ADD CONSTRAINT "shop_ride_hours_slot_minutes_check" CHECK ("slot_minutes" IN (30, 45, 60));--> statement-breakpoint
ALTER TABLE "shop_ride_hours" ADD CONSTRAINT "shop_ride_hours_capacity_check" CHECK ("capacity" BETWEEN 1 AND 50);

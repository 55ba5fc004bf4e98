ALTER TABLE "test_drives" ADD COLUMN "color_name" text;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "color_code" text;
ALTER TABLE "shops" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "completed_at" timestamp with time zone;
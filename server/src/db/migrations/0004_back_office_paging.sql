DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "enquiries_kind_created_idx";--> statement-breakpoint
CREATE INDEX "test_drives_shop_listed_idx" ON "test_drives" USING btree ("shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_by_dealer_at is null;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_kind_created_idx" ON "enquiries" USING btree ("kind","created_at","id");
CREATE TABLE "import_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"shop_id" text,
	"counts" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"work" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"shop_id" text,
	"counts" jsonb NOT NULL,
	"records" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "import_plans" ADD CONSTRAINT "import_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_plans_owner_idx" ON "import_plans" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_plans_expires_idx" ON "import_plans" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "imports_owner_idx" ON "imports" USING btree ("owner_id","applied_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "imports_undo_until_idx" ON "imports" USING btree ("undo_until");
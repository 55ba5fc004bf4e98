CREATE TABLE "agent_lead_settings" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "lead_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"price" integer NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"city_name" text,
	"product_id" text,
	"user_id" text,
	"test_drive_id" text,
	"enquiry_id" text,
	"agent_id" text,
	"lost_reason" text,
	"next_follow_up_on" date,
	"contacted_at" timestamp with time zone,
	"test_ride_at" timestamp with time zone,
	"won_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_lead_settings" ADD CONSTRAINT "agent_lead_settings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_test_drive_id_test_drives_id_fk" FOREIGN KEY ("test_drive_id") REFERENCES "public"."test_drives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "lead_offers_lead_shop_key" ON "lead_offers" USING btree ("lead_id","shop_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lead_offers_shop_created_idx" ON "lead_offers" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_agent_status_created_idx" ON "leads" USING btree ("agent_id","status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_city_created_idx" ON "leads" USING btree (lower("city_name"),"created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_unassigned_created_idx" ON "leads" USING btree ("created_at") WHERE agent_id is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_agent_follow_up_idx" ON "leads" USING btree ("agent_id","next_follow_up_on") WHERE next_follow_up_on is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_offer_city_created_idx" ON "leads" USING btree (lower("city_name"),"created_at") WHERE source = 'offer_request';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "leads_test_drive_key" ON "leads" USING btree ("test_drive_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "leads_enquiry_key" ON "leads" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_product_idx" ON "leads" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_user_idx" ON "leads" USING btree ("user_id");
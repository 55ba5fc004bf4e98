CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"username" text,
	"email" text NOT NULL,
	"contact" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"country_id" text,
	"country_name" text,
	"state_id" text,
	"state_name" text,
	"city_id" text,
	"city_name" text,
	"address1" text,
	"address2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"website" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"product1_id" text NOT NULL,
	"product2_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '#000000' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand_id" text,
	"parent_product_id" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"price" numeric(12, 2),
	"offer_start_date" date,
	"offer_end_date" date,
	"additional_features" text[] DEFAULT '{}' NOT NULL,
	"size" text,
	"range_min" double precision,
	"range_max" double precision,
	"range" double precision,
	"battery" double precision,
	"charging" double precision,
	"top_speed" double precision,
	"motor_power" double precision,
	"weight" double precision,
	"warranty" double precision,
	"accessories_desc" text,
	"acceleration" double precision,
	"transmission" text,
	"torque" double precision,
	"charger_type" text,
	"cruise_control" boolean,
	"navigation" boolean,
	"mobile_app" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"country_name" text NOT NULL,
	"state_id" text NOT NULL,
	"state_name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_products" (
	"id" text PRIMARY KEY NOT NULL,
	"dealer_profile_id" text NOT NULL,
	"product_id" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"country_id" text NOT NULL,
	"country_name" text,
	"state_id" text NOT NULL,
	"state_name" text,
	"city_id" text NOT NULL,
	"city_name" text,
	"address1" text NOT NULL,
	"address2" text,
	"landmark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"location_id" text NOT NULL,
	"dealer_profile_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"removed_by_dealer_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_product1_id_products_id_fk" FOREIGN KEY ("product1_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_product2_id_products_id_fk" FOREIGN KEY ("product2_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_dealer_profile_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_profile_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_products" ADD CONSTRAINT "dealer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_dealer_profile_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_profile_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "comparisons_pair_key" ON "comparisons" USING btree ("product1_id","product2_id");--> statement-breakpoint
CREATE INDEX "comparisons_product2_idx" ON "comparisons" USING btree ("product2_id");--> statement-breakpoint
CREATE INDEX "comparisons_created_at_idx" ON "comparisons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_vehicle_type_created_idx" ON "products" USING btree ("vehicle_type","created_at");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_product_id");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_kind_created_idx" ON "enquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "locations_city_idx" ON "locations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "locations_state_name_idx" ON "locations" USING btree ("state_name","city_name");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_products_dealer_product_key" ON "dealer_products" USING btree ("dealer_profile_id","product_id");--> statement-breakpoint
CREATE INDEX "dealer_products_product_idx" ON "dealer_products" USING btree ("product_id","is_available");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_profiles_user_key" ON "dealer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dealer_profiles_city_idx" ON "dealer_profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "test_drives_user_created_idx" ON "test_drives" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_drives_dealer_created_idx" ON "test_drives" USING btree ("dealer_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "test_drives_dealer_status_idx" ON "test_drives" USING btree ("dealer_profile_id","status");--> statement-breakpoint
CREATE INDEX "test_drives_product_idx" ON "test_drives" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "test_drives_location_idx" ON "test_drives" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drives_one_pending_key" ON "test_drives" USING btree ("user_id","product_id","dealer_profile_id") WHERE status = 'pending';
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_title_length" CHECK (char_length("faqs"."title") between 1 and 200),
	CONSTRAINT "faqs_desc_length" CHECK (char_length("faqs"."desc") between 1 and 5000)
);
--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","created_at","id");
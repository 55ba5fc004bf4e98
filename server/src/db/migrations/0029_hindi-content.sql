-- issue 26: Hindi texts beside the English ones (nullable: a missing one shows the English text), and
-- each account's language. Adding a column with a constant default changes no row; the checks are
-- NOT VALID (every existing row passes them: the columns are new), enforced on every write from now on.
SET LOCAL lock_timeout = '2s';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "additional_features_hi" text[];--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "desc_hi" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi')) NOT VALID;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_title_hi_length" CHECK (char_length("faqs"."title_hi") between 1 and 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_desc_hi_length" CHECK (char_length("faqs"."desc_hi") between 1 and 5000) NOT VALID;

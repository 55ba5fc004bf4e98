CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_role" text,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_action_occurred_idx" ON "audit_events" USING btree ("action","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_occurred_idx" ON "audit_events" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_target_keys_idx" ON "audit_events" USING gin ("target_keys");--> statement-breakpoint
-- append-only: an event is never edited; rows leave only by the retention purge (DELETE)
CREATE FUNCTION "audit_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit events cannot be changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_update"();

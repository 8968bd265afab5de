CREATE TABLE "outgoing_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"commercial" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"provider" text,
	"provider_id" text,
	"error_code" text,
	"last_error" text,
	"segments" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_dedupe_idx" ON "outgoing_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outgoing_messages_status_idx" ON "outgoing_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_idx" ON "outbox_messages" USING btree ("message_id");
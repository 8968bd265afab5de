CREATE TABLE "ad_events" (
	"ad_id" text NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"order_number" text,
	"text" text NOT NULL,
	"lang" text DEFAULT 'tr' NOT NULL,
	"answer" text,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_idx" ON "ad_events" USING btree ("ad_id","event");--> statement-breakpoint
CREATE INDEX "seller_questions_customer_idx" ON "seller_questions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "seller_questions_due_idx" ON "seller_questions" USING btree ("answer_due_at");
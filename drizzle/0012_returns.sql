CREATE TABLE "return_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"session_id_hash" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text,
	"request_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "return_uploads_session_idx" ON "return_uploads" USING btree ("session_id_hash","order_id");--> statement-breakpoint
CREATE INDEX "return_uploads_expiry_idx" ON "return_uploads" USING btree ("expires_at");
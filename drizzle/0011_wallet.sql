CREATE TABLE "wallet_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"pin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"process_date" timestamp with time zone NOT NULL,
	"process_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"alias" text NOT NULL,
	"masked_number" text NOT NULL,
	"bin" text NOT NULL,
	"bank_code" text,
	"sealed" text NOT NULL,
	"fingerprint" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_challenges" (
	"reference_no" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"operation" text NOT NULL,
	"secret" text NOT NULL,
	"card_id" integer,
	"code_hash" text NOT NULL,
	"try_count" integer DEFAULT 0 NOT NULL,
	"max_try_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"user_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_links_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"reference_no" text NOT NULL,
	"card_id" integer,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"three_d" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallet_activity_customer_idx" ON "wallet_activity" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_fingerprint_idx" ON "wallet_cards" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_alias_idx" ON "wallet_cards" USING btree ("user_id","alias");--> statement-breakpoint
CREATE INDEX "wallet_tokens_customer_idx" ON "wallet_tokens" USING btree ("customer_id");
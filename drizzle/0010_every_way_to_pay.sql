CREATE TABLE "digital_outages" (
	"provider" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"payer" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "digital_sessions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "one_card_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"session_hash" text NOT NULL,
	"points" integer NOT NULL,
	"code_hash" text NOT NULL,
	"try_count" integer DEFAULT 0 NOT NULL,
	"max_try_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_card_earnings" (
	"order_number" text PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_cards" (
	"card_no" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"pin_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"customer_id" integer,
	"balance" integer DEFAULT 0 NOT NULL,
	"max_usable_points" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_cards_balance_non_negative" CHECK ("one_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coins_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coins_wallets" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"app_token" text NOT NULL,
	"token_status" text DEFAULT 'active' NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coins_wallets_balance_non_negative" CHECK ("coins_wallets"."balance" >= 0)
);
--> statement-breakpoint
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
CREATE TABLE "stored_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"entry" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"pin_hash" text,
	"security_code_hash" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"max_use" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "stored_cards_balance_check" CHECK ("stored_cards"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_card_ledger" ADD CONSTRAINT "stored_card_ledger_card_id_stored_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stored_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_sessions_status_idx" ON "digital_sessions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "one_card_codes_session_idx" ON "one_card_codes" USING btree ("session_hash","created_at");--> statement-breakpoint
CREATE INDEX "one_card_earnings_due_idx" ON "one_card_earnings" USING btree ("status","credit_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_card_ledger_reference_idx" ON "one_card_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "one_card_ledger_account_idx" ON "one_card_ledger" USING btree ("account");--> statement-breakpoint
CREATE INDEX "one_cards_customer_idx" ON "one_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coins_ledger_reference_idx" ON "coins_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "coins_ledger_account_idx" ON "coins_ledger" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "coins_wallets_token_idx" ON "coins_wallets" USING btree ("app_token");--> statement-breakpoint
CREATE INDEX "wallet_activity_customer_idx" ON "wallet_activity" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_fingerprint_idx" ON "wallet_cards" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_alias_idx" ON "wallet_cards" USING btree ("user_id","alias");--> statement-breakpoint
CREATE INDEX "wallet_tokens_customer_idx" ON "wallet_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stored_card_ledger_card_idx" ON "stored_card_ledger" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_card_ledger_once_idx" ON "stored_card_ledger" USING btree ("entry","reference") WHERE "stored_card_ledger"."entry" in ('load', 'spend', 'reverse');--> statement-breakpoint
CREATE INDEX "stored_card_ledger_reference_idx" ON "stored_card_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "stored_cards_phone_idx" ON "stored_cards" USING btree ("phone");
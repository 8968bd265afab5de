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
CREATE INDEX "one_card_codes_session_idx" ON "one_card_codes" USING btree ("session_hash","created_at");--> statement-breakpoint
CREATE INDEX "one_card_earnings_due_idx" ON "one_card_earnings" USING btree ("status","credit_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_card_ledger_reference_idx" ON "one_card_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "one_card_ledger_account_idx" ON "one_card_ledger" USING btree ("account");--> statement-breakpoint
CREATE INDEX "one_cards_customer_idx" ON "one_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coins_ledger_reference_idx" ON "coins_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "coins_ledger_account_idx" ON "coins_ledger" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "coins_wallets_token_idx" ON "coins_wallets" USING btree ("app_token");
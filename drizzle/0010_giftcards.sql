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
CREATE INDEX "stored_card_ledger_card_idx" ON "stored_card_ledger" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_card_ledger_once_idx" ON "stored_card_ledger" USING btree ("entry","reference") WHERE "stored_card_ledger"."entry" in ('load', 'spend', 'reverse');--> statement-breakpoint
CREATE INDEX "stored_card_ledger_reference_idx" ON "stored_card_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "stored_cards_phone_idx" ON "stored_cards" USING btree ("phone");
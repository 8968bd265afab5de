CREATE TABLE "iyzico_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" text,
	"page_id" text,
	"three_d_html" text,
	"three_d" boolean NOT NULL,
	"amount" integer NOT NULL,
	"installment_count" integer NOT NULL,
	"masked_card" text NOT NULL,
	"scheme" text NOT NULL,
	"bank_code" text,
	"lang" text NOT NULL,
	"buyer_ip" text NOT NULL,
	"items" jsonb NOT NULL,
	"code" text,
	"description" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iyzico_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "iyzico_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "iyzico_payments_page_id_unique" UNIQUE("page_id")
);
--> statement-breakpoint
CREATE TABLE "iyzico_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_row" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"parts" jsonb NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "iyzico_payments_state_idx" ON "iyzico_payments" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "iyzico_refunds_reference_idx" ON "iyzico_refunds" USING btree ("payment_row","reference");
-- A contact saved "verify later" becomes a pending claim that blocks no one; email and cell_phone
-- keep only verified contacts (docs/decisions/0009-contact-claims.md).
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "cell_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_phone" text;--> statement-breakpoint
-- An unverified contact saved before this change moves to the claim; its verified predecessor was
-- overwritten then, so such a member needs to verify one again.
UPDATE "customers" SET "pending_email" = "email", "email" = NULL WHERE NOT "is_email_verified";--> statement-breakpoint
UPDATE "customers" SET "pending_phone" = "cell_phone", "cell_phone" = NULL WHERE NOT "is_phone_verified";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "is_email_verified";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "is_phone_verified";--> statement-breakpoint
CREATE INDEX "customers_pending_email_idx" ON "customers" USING btree ("pending_email");--> statement-breakpoint
CREATE INDEX "customers_pending_phone_idx" ON "customers" USING btree ("pending_phone");

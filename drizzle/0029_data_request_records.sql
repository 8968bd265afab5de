ALTER TABLE "data_exports" DROP CONSTRAINT "data_exports_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "data_exports" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
-- Parallel saves could leave a customer two favourites; the newest change keeps it before the index
-- makes a second one impossible.
UPDATE "addresses" SET "is_favorite" = false
WHERE "is_favorite" AND "id" NOT IN (
  SELECT DISTINCT ON ("customer_id") "id" FROM "addresses" WHERE "is_favorite" ORDER BY "customer_id", "updated_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_favorite_idx" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_favorite";

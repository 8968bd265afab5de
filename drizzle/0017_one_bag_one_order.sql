DROP INDEX "coupon_uses_code_cart_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_pending_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."status" = 'payment_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_code_cart_idx" ON "coupon_uses" USING btree ("code","cart_id") WHERE "coupon_uses"."order_id" is null;
-- One money model (issue 38): a refund is a negative payment, every counted row says when it counted, and who of the
-- staff recorded it. Refunds written before are turned negative and approved rows take their last change as the
-- moment they counted, before the flag goes and the checks hold.
ALTER TABLE "order_payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "order_payments" SET "amount" = -"amount" WHERE "is_refund" AND "amount" > 0;--> statement-breakpoint
UPDATE "order_payments" SET "settled_at" = "updated_at" WHERE "approved";--> statement-breakpoint
DELETE FROM "order_payments" WHERE "amount" = 0;--> statement-breakpoint
CREATE INDEX "order_payments_settled_idx" ON "order_payments" USING btree ("settled_at") WHERE settled_at is not null;--> statement-breakpoint
ALTER TABLE "order_payments" DROP COLUMN "is_refund";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_amount_check" CHECK (amount <> 0);--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_settled_check" CHECK (approved = (settled_at is not null));

CREATE TABLE "payment_redirects" (
	"token" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"fields" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_amount_check" CHECK (amount > 0),
	CONSTRAINT "sandbox_payments_status_check" CHECK (status in ('pending', 'paid', 'cancelled', 'verified'))
);
--> statement-breakpoint
CREATE INDEX "payment_redirects_expires_idx" ON "payment_redirects" USING btree ("expires_at");
ALTER TABLE "shipping_methods" ADD COLUMN "provinces" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "delivery_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_kind_check" CHECK (kind in ('gateway', 'card_to_card', 'cash_on_delivery'));
CREATE TABLE "text_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"mobile_number" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "text_messages_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "text_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_mobile_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "text_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "text_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("next_attempt_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "text_messages_number_idx" ON "text_messages" USING btree ("mobile_number","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "text_messages_created_idx" ON "text_messages" USING btree ("created_at");
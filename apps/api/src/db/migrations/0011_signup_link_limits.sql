-- Links made before links could be used get a month from now; later ones always name their expiry.
ALTER TABLE "signup_links" ADD COLUMN "expires_at" timestamp with time zone DEFAULT (now() + interval '30 days') NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_links" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "signup_links" ADD COLUMN "max_uses" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_links" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_links" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_uses_check" CHECK (max_uses >= 1 and uses >= 0 and uses <= max_uses);
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Everyone who was staff could do everything: they are the shop's owners until an owner gives them a narrower role.
UPDATE "users" SET "staff_role" = 'owner' WHERE "is_staff";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_staff";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (staff_role is null or staff_role in ('owner', 'orders', 'catalogue', 'content', 'support'));

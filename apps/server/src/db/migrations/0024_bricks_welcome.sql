ALTER TABLE "bricks_task" DROP CONSTRAINT "bricks_task_kind_check";--> statement-breakpoint
ALTER TABLE "bricks_task" ADD CONSTRAINT "bricks_task_kind_check" CHECK ("bricks_task"."kind" in ('welcome', 'checkin', 'social', 'invite', 'newsletter'));--> statement-breakpoint
-- The welcome gift paid at a member's first sign-in (docs/bricks.md): the spec's reward notice
-- defaults, brick type 1 (CBK) and 50.
INSERT INTO "bricks_task" ("slug", "kind", "platform", "title", "description", "currency", "amount", "sort") VALUES
	('welcome', 'welcome', NULL, 'Welcome to KID', 'A gift for joining KID, paid when you first sign in.', 'cbk', 50, 5);

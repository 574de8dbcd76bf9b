CREATE TABLE "bricks_campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"goal" text NOT NULL,
	"target" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bricks_campaign_goal_check" CHECK ("bricks_campaign"."goal" in ('checkin', 'social', 'invite', 'newsletter', 'any')),
	CONSTRAINT "bricks_campaign_target_check" CHECK ("bricks_campaign"."target" > 0),
	CONSTRAINT "bricks_campaign_currency_check" CHECK ("bricks_campaign"."currency" in ('cbk', 'gbk', 'knc')),
	CONSTRAINT "bricks_campaign_amount_check" CHECK ("bricks_campaign"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bricks_campaign_entry" (
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bricks_campaign_entry_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bricks_cap" (
	"currency" text PRIMARY KEY NOT NULL,
	"daily" numeric(78, 0) NOT NULL,
	CONSTRAINT "bricks_cap_currency_check" CHECK ("bricks_cap"."currency" in ('cbk', 'gbk', 'knc')),
	CONSTRAINT "bricks_cap_daily_check" CHECK ("bricks_cap"."daily" > 0)
);
--> statement-breakpoint
CREATE TABLE "bricks_checkin" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	CONSTRAINT "bricks_checkin_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "bricks_claim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"task" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"day" date NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bricks_day" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"earned" numeric(78, 0) NOT NULL,
	CONSTRAINT "bricks_day_user_id_day_currency_pk" PRIMARY KEY("user_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "bricks_social" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bricks_social_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "bricks_task" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"platform" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bricks_task_kind_check" CHECK ("bricks_task"."kind" in ('checkin', 'social', 'invite', 'newsletter')),
	CONSTRAINT "bricks_task_currency_check" CHECK ("bricks_task"."currency" in ('cbk', 'gbk', 'knc')),
	CONSTRAINT "bricks_task_amount_check" CHECK ("bricks_task"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bricks_campaign_entry" ADD CONSTRAINT "bricks_campaign_entry_campaign_id_bricks_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bricks_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bricks_campaign_entry" ADD CONSTRAINT "bricks_campaign_entry_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bricks_checkin" ADD CONSTRAINT "bricks_checkin_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bricks_claim" ADD CONSTRAINT "bricks_claim_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bricks_day" ADD CONSTRAINT "bricks_day_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bricks_social" ADD CONSTRAINT "bricks_social_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bricks_campaign_month_idx" ON "bricks_campaign" USING btree ("month");--> statement-breakpoint
CREATE INDEX "bricks_campaign_entry_user_idx" ON "bricks_campaign_entry" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bricks_claim_key_uq" ON "bricks_claim" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bricks_claim_user_kind_idx" ON "bricks_claim" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "bricks_claim_task_idx" ON "bricks_claim" USING btree ("task");--> statement-breakpoint
CREATE UNIQUE INDEX "bricks_social_handle_uq" ON "bricks_social" USING btree ("platform",lower("handle"));
--> statement-breakpoint
-- The reward centre's default tasks and daily limits (docs/bricks.md); operators change them with
-- npm run admin -- bricks task set / bricks cap set.
INSERT INTO "bricks_task" ("slug", "kind", "platform", "title", "description", "currency", "amount", "sort") VALUES
	('daily-checkin', 'checkin', NULL, 'Daily check-in', 'Check in once a day (UTC). Come back tomorrow to keep your streak going.', 'cbk', 50, 10),
	('invite-friend', 'invite', NULL, 'Invite a friend', 'Share your invite link. You are paid for each friend who signs up with it, verifies their e-mail and checks in for the first time.', 'cbk', 200, 20),
	('social-twitter', 'social', 'twitter', 'Link your X (Twitter) account', 'Add your X handle to your KID profile.', 'cbk', 100, 30),
	('social-telegram', 'social', 'telegram', 'Link your Telegram account', 'Add your Telegram username to your KID profile.', 'cbk', 100, 31),
	('social-discord', 'social', 'discord', 'Link your Discord account', 'Add your Discord username to your KID profile.', 'cbk', 100, 32),
	('social-instagram', 'social', 'instagram', 'Link your Instagram account', 'Add your Instagram handle to your KID profile.', 'cbk', 100, 33),
	('newsletter', 'newsletter', NULL, 'Subscribe to the newsletter', 'Subscribe with your account''s e-mail and confirm from the e-mail we send you.', 'cbk', 100, 40);
--> statement-breakpoint
INSERT INTO "bricks_cap" ("currency", "daily") VALUES ('cbk', 1000), ('gbk', 200), ('knc', 200);

CREATE TABLE "notice_setting" (
	"user_id" bigint NOT NULL,
	"newstype" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notice_setting_user_id_newstype_pk" PRIMARY KEY("user_id","newstype")
);
--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "event_key" text;--> statement-breakpoint
-- Notices written before the key existed each stand for their own event.
UPDATE "notice_message" SET "event_key" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "notice_message" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "notice_message" ADD COLUMN "iconurl" text;--> statement-breakpoint
ALTER TABLE "notice_setting" ADD CONSTRAINT "notice_setting_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_message_event_uq" ON "notice_message" USING btree ("user_id","newstype","event_key");
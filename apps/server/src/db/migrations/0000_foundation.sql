CREATE TABLE "account_email_subscription" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_session" ADD CONSTRAINT "account_session_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_subscription_email_key" ON "account_email_subscription" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_subscription_token_hash_key" ON "account_email_subscription" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_session_token_hash_key" ON "account_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_session_user_idx" ON "account_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_user_uid_key" ON "account_user" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "account_user_email_key" ON "account_user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "account_user_username_key" ON "account_user" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "platform_mail_outbox_to_idx" ON "platform_mail_outbox" USING btree ("to","id");
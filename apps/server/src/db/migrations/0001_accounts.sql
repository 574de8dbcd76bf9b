CREATE TABLE "account_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_blacklist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_blacklist_kind_check" CHECK ("account_blacklist"."kind" in ('account', 'device', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "account_ip_limit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cidr" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_email_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"type" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_oauth_identity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_oauth_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"openid_hash" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_frontend_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"context" jsonb,
	"user_id" bigint,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_partner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_partner_kind_check" CHECK ("account_partner"."kind" in ('brand', 'list'))
);
--> statement-breakpoint
CREATE TABLE "account_visit" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_visit_pkey" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "account_wallet_nonce" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"type" integer NOT NULL,
	"user_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "registertype" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "walletaddress" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "headimgurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "profileimageurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "imgsource" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "personalprofile" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "bannerimageurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "instagramurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "websiteurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "twitterurl" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "invite_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "inviter_id" bigint;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "certification" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "last_ip" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "denet" text;--> statement-breakpoint
ALTER TABLE "account_user" ADD COLUMN "activity" text;--> statement-breakpoint
ALTER TABLE "account_oauth_identity" ADD CONSTRAINT "account_oauth_identity_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_frontend_log" ADD CONSTRAINT "account_frontend_log_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_wallet_nonce" ADD CONSTRAINT "account_wallet_nonce_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_attempt_kind_subject_idx" ON "account_attempt" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "account_attempt_created_idx" ON "account_attempt" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_blacklist_kind_value_key" ON "account_blacklist" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "account_ip_limit_cidr_key" ON "account_ip_limit" USING btree ("cidr");--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_code_email_type_key" ON "account_email_code" USING btree ("email","type");--> statement-breakpoint
CREATE UNIQUE INDEX "account_oauth_identity_provider_subject_key" ON "account_oauth_identity" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "account_oauth_identity_user_idx" ON "account_oauth_identity" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_oauth_pending_openid_hash_key" ON "account_oauth_pending" USING btree ("openid_hash");--> statement-breakpoint
CREATE INDEX "account_oauth_pending_expires_idx" ON "account_oauth_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "account_frontend_log_created_idx" ON "account_frontend_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_partner_kind_sort_idx" ON "account_partner" USING btree ("kind","sort","id");--> statement-breakpoint
CREATE INDEX "account_wallet_nonce_address_idx" ON "account_wallet_nonce" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "account_wallet_nonce_expires_idx" ON "account_wallet_nonce" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "account_user" ADD CONSTRAINT "account_user_inviter_id_account_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_user_walletaddress_key" ON "account_user" USING btree ("walletaddress") WHERE "account_user"."walletaddress" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_user_invite_code_key" ON "account_user" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "account_user_inviter_idx" ON "account_user" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "account_user_denet_idx" ON "account_user" USING btree ("denet") WHERE "account_user"."denet" is not null;
CREATE TABLE "launchpad_drop" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"creator_user_id" bigint,
	"owner_address" text NOT NULL,
	"receiver_address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_url" text NOT NULL,
	"category_id" bigint,
	"white_root" text NOT NULL,
	"whitelist_size" integer DEFAULT 0 NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"public_start" bigint NOT NULL,
	"total" integer NOT NULL,
	"single_add" integer NOT NULL,
	"single_tim" integer NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"royal" smallint NOT NULL,
	"is_white" boolean NOT NULL,
	"address" text,
	"minted" integer DEFAULT 0 NOT NULL,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launchpad_drop_status_check" CHECK ("launchpad_drop"."status" in ('review', 'approved', 'rejected', 'deployed')),
	CONSTRAINT "launchpad_drop_minted_check" CHECK ("launchpad_drop"."minted" between 0 and "launchpad_drop"."total")
);
--> statement-breakpoint
CREATE TABLE "launchpad_subscription" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"drop_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"lead" integer NOT NULL,
	"remind_at" bigint NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launchpad_subscription_stage_check" CHECK ("launchpad_subscription"."stage" in ('whitelist', 'public'))
);
--> statement-breakpoint
CREATE TABLE "launchpad_whitelist" (
	"drop_id" bigint NOT NULL,
	"address" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "launchpad_whitelist_drop_id_address_pk" PRIMARY KEY("drop_id","address")
);
--> statement-breakpoint
CREATE TABLE "launchpad_whitelist_tree" (
	"drop_id" bigint PRIMARY KEY NOT NULL,
	"nodes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launchpad_drop" ADD CONSTRAINT "launchpad_drop_creator_user_id_account_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_subscription" ADD CONSTRAINT "launchpad_subscription_drop_id_launchpad_drop_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."launchpad_drop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_subscription" ADD CONSTRAINT "launchpad_subscription_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_whitelist" ADD CONSTRAINT "launchpad_whitelist_drop_id_launchpad_drop_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."launchpad_drop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_whitelist_tree" ADD CONSTRAINT "launchpad_whitelist_tree_drop_id_launchpad_drop_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."launchpad_drop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launchpad_drop_address_key" ON "launchpad_drop" USING btree ("chain_id","address") WHERE "launchpad_drop"."address" is not null;--> statement-breakpoint
CREATE INDEX "launchpad_drop_deployed_start_idx" ON "launchpad_drop" USING btree ("start","id") WHERE "launchpad_drop"."status" = 'deployed';--> statement-breakpoint
CREATE INDEX "launchpad_drop_deployed_category_idx" ON "launchpad_drop" USING btree ("category_id","start","id") WHERE "launchpad_drop"."status" = 'deployed';--> statement-breakpoint
CREATE INDEX "launchpad_drop_public_start_idx" ON "launchpad_drop" USING btree ("public_start","id") WHERE "launchpad_drop"."status" = 'deployed';--> statement-breakpoint
CREATE INDEX "launchpad_drop_creator_idx" ON "launchpad_drop" USING btree ("creator_user_id","id");--> statement-breakpoint
CREATE INDEX "launchpad_drop_status_idx" ON "launchpad_drop" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "launchpad_subscription_once" ON "launchpad_subscription" USING btree ("drop_id","user_id","stage");--> statement-breakpoint
CREATE INDEX "launchpad_subscription_user_idx" ON "launchpad_subscription" USING btree ("user_id","id");
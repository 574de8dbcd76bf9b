CREATE TABLE "bbox_box" (
	"token_id" numeric(78, 0) PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"series_id" integer NOT NULL,
	"owner_address" text NOT NULL,
	"owner_block" bigint NOT NULL,
	"minter" text NOT NULL,
	"mint_tx" text NOT NULL,
	"minted_at" timestamp with time zone NOT NULL,
	"mint_event_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbox_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"buyer_user_id" bigint,
	"exchange_key" text,
	"batch" text,
	"expires_at" timestamp with time zone,
	"reserved_by" bigint,
	"reserved_for" text,
	"reserved_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_block" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbox_guess" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbox_open" (
	"token_id" numeric(78, 0) PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"prize" integer NOT NULL,
	"tier" integer NOT NULL,
	"prize_token_id" numeric(78, 0) NOT NULL,
	"salt" text NOT NULL,
	"entropy" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"event_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbox_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"media" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"tiers" jsonb NOT NULL,
	"royalty_bps" smallint DEFAULT 500 NOT NULL,
	"prizes" text,
	"odds_hash" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"minted" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbox_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"to_address" text NOT NULL,
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"event_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bbox_box" ADD CONSTRAINT "bbox_box_code_id_bbox_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."bbox_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_box" ADD CONSTRAINT "bbox_box_series_id_bbox_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."bbox_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_box" ADD CONSTRAINT "bbox_box_mint_event_id_chain_event_id_fk" FOREIGN KEY ("mint_event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_code" ADD CONSTRAINT "bbox_code_series_id_bbox_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."bbox_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_code" ADD CONSTRAINT "bbox_code_buyer_user_id_account_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_code" ADD CONSTRAINT "bbox_code_reserved_by_account_user_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_open" ADD CONSTRAINT "bbox_open_token_id_bbox_box_token_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."bbox_box"("token_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_open" ADD CONSTRAINT "bbox_open_event_id_chain_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbox_transfer" ADD CONSTRAINT "bbox_transfer_event_id_chain_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbox_box_owner_idx" ON "bbox_box" USING btree ("owner_address","minted_at","token_id");--> statement-breakpoint
CREATE INDEX "bbox_box_series_idx" ON "bbox_box" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "bbox_box_owner_block_idx" ON "bbox_box" USING btree ("owner_block");--> statement-breakpoint
CREATE UNIQUE INDEX "bbox_code_hash_uq" ON "bbox_code" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bbox_code_commitment_uq" ON "bbox_code" USING btree ("commitment");--> statement-breakpoint
CREATE UNIQUE INDEX "bbox_code_exchange_uq" ON "bbox_code" USING btree ("buyer_user_id","exchange_key");--> statement-breakpoint
CREATE INDEX "bbox_code_buyer_idx" ON "bbox_code" USING btree ("buyer_user_id","id");--> statement-breakpoint
CREATE INDEX "bbox_code_used_block_idx" ON "bbox_code" USING btree ("used_block");--> statement-breakpoint
CREATE INDEX "bbox_guess_subject_idx" ON "bbox_guess" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "bbox_open_holder_idx" ON "bbox_open" USING btree ("holder","opened_at","token_id");--> statement-breakpoint
CREATE INDEX "bbox_series_status_idx" ON "bbox_series" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bbox_transfer_event_uq" ON "bbox_transfer" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bbox_transfer_token_idx" ON "bbox_transfer" USING btree ("token_id","block_number","log_index");
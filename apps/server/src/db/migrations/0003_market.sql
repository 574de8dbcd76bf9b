CREATE TABLE "market_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"collection_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_address" text,
	"to_address" text,
	"amount" numeric(78, 0) DEFAULT 1 NOT NULL,
	"price_wei" numeric(78, 0),
	"currency" text,
	"tx_hash" text,
	"log_index" integer,
	"chain_event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_activity_kind_check" CHECK ("market_activity"."kind" in ('mint', 'list', 'cancel', 'sale', 'offer', 'bid', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "market_earning" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creator_address" text NOT NULL,
	"item_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"amount_wei" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_earning_kind_check" CHECK ("market_earning"."kind" in ('royalty', 'sale'))
);
--> statement-breakpoint
CREATE TABLE "market_banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_collection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text,
	"standard" smallint NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"royalty_bps" smallint DEFAULT 0 NOT NULL,
	"category_id" bigint,
	"creator_user_id" bigint,
	"creator_address" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"floor_wei" numeric(78, 0),
	"volume_wei" numeric(78, 0) DEFAULT 0 NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_collection_standard_check" CHECK ("market_collection"."standard" in (721, 1155)),
	CONSTRAINT "market_collection_royalty_check" CHECK ("market_collection"."royalty_bps" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "market_balance" (
	"item_id" bigint NOT NULL,
	"owner_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "market_balance_item_id_owner_address_pk" PRIMARY KEY("item_id","owner_address")
);
--> statement-breakpoint
CREATE TABLE "market_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"token_id" numeric(78, 0),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_url" text NOT NULL,
	"media_type" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"supply" numeric(78, 0) DEFAULT 1 NOT NULL,
	"royalty_bps" smallint DEFAULT 0 NOT NULL,
	"creator_user_id" bigint,
	"creator_address" text NOT NULL,
	"owner_address" text,
	"minted_tx" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_item_status_check" CHECK ("market_item"."status" in ('draft', 'minted')),
	CONSTRAINT "market_item_media_type_check" CHECK ("market_item"."media_type" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "market_item_attribute" (
	"item_id" bigint NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "market_item_attribute_item_id_trait_type_pk" PRIMARY KEY("item_id","trait_type")
);
--> statement-breakpoint
CREATE TABLE "market_item_view" (
	"item_id" bigint NOT NULL,
	"visitor" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "market_item_view_item_id_visitor_hour_pk" PRIMARY KEY("item_id","visitor","hour")
);
--> statement-breakpoint
CREATE TABLE "market_offer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"item_id" bigint NOT NULL,
	"bidder_address" text NOT NULL,
	"bidder_user_id" bigint,
	"amount" numeric(78, 0) DEFAULT 1 NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"signature" text,
	"state" text DEFAULT 'active' NOT NULL,
	"onchain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_offer_state_check" CHECK ("market_offer"."state" in ('active', 'accepted', 'cancelled', 'expired', 'outbid'))
);
--> statement-breakpoint
CREATE TABLE "market_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"seller_address" text NOT NULL,
	"seller_user_id" bigint,
	"channel" integer NOT NULL,
	"amount" numeric(78, 0) DEFAULT 1 NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"royalty_rate" integer NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"expected_price" numeric(78, 0) DEFAULT 0 NOT NULL,
	"signature" text NOT NULL,
	"option_hash" text NOT NULL,
	"merkle_root" text,
	"merkle_proof" jsonb,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_order_state_check" CHECK ("market_order"."state" in ('active', 'filled', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "market_activity" ADD CONSTRAINT "market_activity_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_activity" ADD CONSTRAINT "market_activity_collection_id_market_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."market_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_activity" ADD CONSTRAINT "market_activity_chain_event_id_chain_event_id_fk" FOREIGN KEY ("chain_event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_earning" ADD CONSTRAINT "market_earning_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_earning" ADD CONSTRAINT "market_earning_activity_id_market_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."market_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_collection" ADD CONSTRAINT "market_collection_category_id_market_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."market_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_collection" ADD CONSTRAINT "market_collection_creator_user_id_account_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_balance" ADD CONSTRAINT "market_balance_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item" ADD CONSTRAINT "market_item_collection_id_market_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."market_collection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item" ADD CONSTRAINT "market_item_creator_user_id_account_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_attribute" ADD CONSTRAINT "market_item_attribute_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offer" ADD CONSTRAINT "market_offer_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offer" ADD CONSTRAINT "market_offer_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offer" ADD CONSTRAINT "market_offer_bidder_user_id_account_user_id_fk" FOREIGN KEY ("bidder_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_seller_user_id_account_user_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_activity_event_key" ON "market_activity" USING btree ("chain_event_id","item_id");--> statement-breakpoint
CREATE INDEX "market_activity_item_idx" ON "market_activity" USING btree ("item_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_activity_collection_idx" ON "market_activity" USING btree ("collection_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_activity_kind_idx" ON "market_activity" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_activity_from_idx" ON "market_activity" USING btree ("from_address","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_activity_to_idx" ON "market_activity" USING btree ("to_address","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "market_earning_activity_key" ON "market_earning" USING btree ("activity_id","kind");--> statement-breakpoint
CREATE INDEX "market_earning_creator_idx" ON "market_earning" USING btree ("creator_address","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_banner_sort_idx" ON "market_banner" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_category_slug_key" ON "market_category" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "market_category_sort_idx" ON "market_category" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_collection_address_key" ON "market_collection" USING btree ("chain_id","address") WHERE "market_collection"."address" is not null;--> statement-breakpoint
CREATE INDEX "market_collection_created_idx" ON "market_collection" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_collection_volume_idx" ON "market_collection" USING btree ("volume_wei" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_collection_category_idx" ON "market_collection" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "market_collection_creator_idx" ON "market_collection" USING btree ("creator_address","id");--> statement-breakpoint
CREATE INDEX "market_collection_user_idx" ON "market_collection" USING btree ("creator_user_id","id");--> statement-breakpoint
CREATE INDEX "market_balance_owner_idx" ON "market_balance" USING btree ("owner_address");--> statement-breakpoint
CREATE UNIQUE INDEX "market_item_token_key" ON "market_item" USING btree ("collection_id","token_id");--> statement-breakpoint
CREATE INDEX "market_item_status_created_idx" ON "market_item" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_item_status_views_idx" ON "market_item" USING btree ("status","views" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "market_item_collection_idx" ON "market_item" USING btree ("collection_id","id");--> statement-breakpoint
CREATE INDEX "market_item_owner_idx" ON "market_item" USING btree ("owner_address");--> statement-breakpoint
CREATE INDEX "market_item_creator_idx" ON "market_item" USING btree ("creator_address","id");--> statement-breakpoint
CREATE INDEX "market_item_view_hour_idx" ON "market_item_view" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "market_offer_item_idx" ON "market_offer" USING btree ("item_id","state","price_wei" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_offer_order_idx" ON "market_offer" USING btree ("order_id","state");--> statement-breakpoint
CREATE INDEX "market_offer_bidder_idx" ON "market_offer" USING btree ("bidder_address","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_order_option_hash_key" ON "market_order" USING btree ("option_hash");--> statement-breakpoint
CREATE INDEX "market_order_state_item_idx" ON "market_order" USING btree ("state","item_id");--> statement-breakpoint
CREATE INDEX "market_order_seller_idx" ON "market_order" USING btree ("seller_address","state");--> statement-breakpoint
CREATE INDEX "market_order_state_price_idx" ON "market_order" USING btree ("state","price_wei","id");
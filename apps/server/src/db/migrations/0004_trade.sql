CREATE TABLE "notice_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"newstype" smallint NOT NULL,
	"contentid" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"chain_event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_order_fill" (
	"chain_event_id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_offer" ADD COLUMN "offer_hash" text;--> statement-breakpoint
ALTER TABLE "market_offer" ADD COLUMN "chain_event_id" bigint;--> statement-breakpoint
ALTER TABLE "market_offer" ADD COLUMN "closed_block" bigint;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "closed_block" bigint;--> statement-breakpoint
ALTER TABLE "notice_message" ADD CONSTRAINT "notice_message_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_message" ADD CONSTRAINT "notice_message_chain_event_id_chain_event_id_fk" FOREIGN KEY ("chain_event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_fill" ADD CONSTRAINT "market_order_fill_chain_event_id_chain_event_id_fk" FOREIGN KEY ("chain_event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_fill" ADD CONSTRAINT "market_order_fill_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_message_user_idx" ON "notice_message" USING btree ("user_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_order_fill_order_idx" ON "market_order_fill" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "market_offer" ADD CONSTRAINT "market_offer_chain_event_id_chain_event_id_fk" FOREIGN KEY ("chain_event_id") REFERENCES "public"."chain_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_offer_hash_key" ON "market_offer" USING btree ("offer_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "market_offer_event_key" ON "market_offer" USING btree ("chain_event_id");
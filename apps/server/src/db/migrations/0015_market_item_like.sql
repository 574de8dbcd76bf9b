CREATE TABLE "market_item_like" (
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_item_like_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "market_item_like" ADD CONSTRAINT "market_item_like_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_like" ADD CONSTRAINT "market_item_like_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_item_like_user_idx" ON "market_item_like" USING btree ("user_id","created_at");
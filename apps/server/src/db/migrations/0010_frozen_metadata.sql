CREATE TABLE "market_item_metadata" (
	"item_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"json" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_item_metadata_item_id_version_pk" PRIMARY KEY("item_id","version"),
	CONSTRAINT "market_item_metadata_version_check" CHECK ("market_item_metadata"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "market_item" ADD COLUMN "metadata_version" integer;--> statement-breakpoint
ALTER TABLE "market_item" ADD COLUMN "metadata_hash" text;--> statement-breakpoint
ALTER TABLE "market_offer" ADD COLUMN "metadata_hash" text;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "metadata_hash" text;--> statement-breakpoint
ALTER TABLE "market_item_metadata" ADD CONSTRAINT "market_item_metadata_item_id_market_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_item_unfrozen_idx" ON "market_item" USING btree ("id") WHERE "market_item"."status" = 'minted' and "market_item"."metadata_version" is null;
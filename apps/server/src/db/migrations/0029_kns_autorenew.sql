CREATE TABLE "kns_autorenew" (
	"token_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kns_autorenewal" (
	"key" text PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kns_autorenewal_status_check" CHECK ("kns_autorenewal"."status" in ('sending', 'done', 'failed', 'unfunded'))
);
--> statement-breakpoint
CREATE INDEX "kns_autorenewal_token_idx" ON "kns_autorenewal" USING btree ("token_id","expires_at");
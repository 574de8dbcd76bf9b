CREATE TABLE "ledger_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"platform" text,
	"currency" text NOT NULL,
	"available" numeric(78, 0) DEFAULT 0 NOT NULL,
	"frozen" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_account_currency_check" CHECK ("ledger_account"."currency" in ('fat', 'fah', 'usdt', 'cbk', 'gbk', 'knc')),
	CONSTRAINT "ledger_account_owner_check" CHECK (("ledger_account"."user_id" is null) <> ("ledger_account"."platform" is null)),
	CONSTRAINT "ledger_account_not_negative" CHECK ("ledger_account"."available" >= 0 and "ledger_account"."frozen" >= 0),
	CONSTRAINT "ledger_account_platform_unkept" CHECK ("ledger_account"."platform" is null or ("ledger_account"."available" = 0 and "ledger_account"."frozen" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "ledger_entry_bucket_check" CHECK ("ledger_entry"."bucket" in ('available', 'frozen')),
	CONSTRAINT "ledger_entry_amount_check" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_tx" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"reversed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_tx_id_ledger_tx_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_tx"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_member_uq" ON "ledger_account" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_platform_uq" ON "ledger_account" USING btree ("platform","currency");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_tx_idx" ON "ledger_entry" USING btree ("tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_tx_key_uq" ON "ledger_tx" USING btree ("key") WHERE "ledger_tx"."reversed_by" is null;--> statement-breakpoint
CREATE INDEX "ledger_tx_kind_idx" ON "ledger_tx" USING btree ("kind","id");
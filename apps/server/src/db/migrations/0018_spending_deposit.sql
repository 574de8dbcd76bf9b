CREATE TABLE "spending_deposit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"beneficiary" text NOT NULL,
	"user_id" bigint,
	"amount" numeric(78, 0) NOT NULL,
	"ledger_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spending_deposit" ADD CONSTRAINT "spending_deposit_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spending_deposit_event_uq" ON "spending_deposit" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "spending_deposit_block_idx" ON "spending_deposit" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "spending_deposit_user_idx" ON "spending_deposit" USING btree ("user_id","id");
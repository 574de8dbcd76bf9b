CREATE TABLE "spending_reconciliation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"contract_balance" numeric(78, 0) NOT NULL,
	"ledger_total" numeric(78, 0) NOT NULL,
	"drift" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"figures" jsonb NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_reconciliation_status_check" CHECK ("spending_reconciliation"."status" in ('balanced', 'drift'))
);
--> statement-breakpoint
ALTER TABLE "spending_deposit" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spending_deposit" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "spending_deposit" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "spending_reconciliation_chain_idx" ON "spending_reconciliation" USING btree ("chain_id","id");
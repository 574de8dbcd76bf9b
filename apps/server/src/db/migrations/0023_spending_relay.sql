CREATE TABLE "spending_relay" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"status" text NOT NULL,
	"relayer" text,
	"nonce" integer,
	"raw_tx" text,
	"tx_hash" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_relay_status_check" CHECK ("spending_relay"."status" in ('queued', 'sent', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "spending_relay" ADD CONSTRAINT "spending_relay_withdrawal_id_spending_withdrawal_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."spending_withdrawal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spending_relay_nonce_idx" ON "spending_relay" USING btree ("chain_id","relayer","status","nonce");
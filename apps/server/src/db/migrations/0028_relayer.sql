CREATE TABLE "platform_relayed_tx" (
	"key" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"relayer" text NOT NULL,
	"nonce" integer NOT NULL,
	"raw_tx" text NOT NULL,
	"tx_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_relayed_tx_status_check" CHECK ("platform_relayed_tx"."status" in ('sent', 'mined', 'reverted', 'abandoned'))
);
--> statement-breakpoint
DROP INDEX "spending_relay_nonce_idx";--> statement-breakpoint
CREATE INDEX "platform_relayed_tx_nonce_idx" ON "platform_relayed_tx" USING btree ("chain_id","relayer","status","nonce");--> statement-breakpoint
-- Withdrawals already signed keep their transaction: the shared relayer sends the same bytes again.
INSERT INTO "platform_relayed_tx" ("key", "chain_id", "relayer", "nonce", "raw_tx", "tx_hash", "status", "created_at", "updated_at")
SELECT 'withdrawal:' || "withdrawal_id", "chain_id", "relayer", "nonce", "raw_tx", "tx_hash",
  CASE "status" WHEN 'sent' THEN 'sent' WHEN 'done' THEN 'mined' ELSE 'abandoned' END, "created_at", "updated_at"
FROM "spending_relay" WHERE "raw_tx" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "spending_relay" DROP COLUMN "relayer";--> statement-breakpoint
ALTER TABLE "spending_relay" DROP COLUMN "nonce";--> statement-breakpoint
ALTER TABLE "spending_relay" DROP COLUMN "raw_tx";
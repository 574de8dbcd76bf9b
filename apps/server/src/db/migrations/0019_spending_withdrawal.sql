CREATE TABLE "spending_address" (
	"user_id" bigint NOT NULL,
	"address" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spending_address_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "spending_withdrawal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"dest" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"request_key" text NOT NULL,
	"expired" bigint,
	"signature" text,
	"decided_by" text,
	"note" text,
	"tx_hash" text,
	"paid_block" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_withdrawal_status_check" CHECK ("spending_withdrawal"."status" in ('review', 'issued', 'paid', 'expired', 'rejected')),
	CONSTRAINT "spending_withdrawal_amount_check" CHECK ("spending_withdrawal"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "spending_address" ADD CONSTRAINT "spending_address_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_withdrawal" ADD CONSTRAINT "spending_withdrawal_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spending_withdrawal_request_uq" ON "spending_withdrawal" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "spending_withdrawal_user_idx" ON "spending_withdrawal" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spending_withdrawal_status_idx" ON "spending_withdrawal" USING btree ("status","dest");
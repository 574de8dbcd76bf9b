CREATE TABLE "account_email_undo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"from_email" text NOT NULL,
	"to_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_email_undo" ADD CONSTRAINT "account_email_undo_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_undo_token_hash_key" ON "account_email_undo" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_email_undo_user_idx" ON "account_email_undo" USING btree ("user_id");
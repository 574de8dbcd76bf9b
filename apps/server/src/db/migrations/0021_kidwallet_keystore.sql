CREATE TABLE "kidwallet_keystore" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"keystore" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kidwallet_keystore" ADD CONSTRAINT "kidwallet_keystore_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;
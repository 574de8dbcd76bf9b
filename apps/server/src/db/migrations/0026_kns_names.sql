CREATE TABLE "kns_addr" (
	"token_id" text NOT NULL,
	"holder" text NOT NULL,
	"addr" text NOT NULL,
	CONSTRAINT "kns_addr_token_id_holder_pk" PRIMARY KEY("token_id","holder")
);
--> statement-breakpoint
CREATE TABLE "kns_default" (
	"wallet" text PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kns_name" (
	"token_id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"holder" text,
	"expires_at" timestamp with time zone NOT NULL,
	"whitelisted" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kns_reservation" (
	"label" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kns_text" (
	"token_id" text NOT NULL,
	"holder" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "kns_text_token_id_holder_key_pk" PRIMARY KEY("token_id","holder","key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kns_name_label_key" ON "kns_name" USING btree ("label");--> statement-breakpoint
CREATE INDEX "kns_name_holder_idx" ON "kns_name" USING btree ("holder","expires_at","token_id");
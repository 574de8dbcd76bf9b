CREATE TABLE "platform_realtime_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_realtime_event_room_idx" ON "platform_realtime_event" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "platform_realtime_event_created_idx" ON "platform_realtime_event" USING btree ("created_at");
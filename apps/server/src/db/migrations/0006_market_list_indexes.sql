DROP INDEX "market_activity_item_idx";--> statement-breakpoint
DROP INDEX "market_activity_collection_idx";--> statement-breakpoint
DROP INDEX "market_activity_kind_idx";--> statement-breakpoint
DROP INDEX "market_activity_from_idx";--> statement-breakpoint
DROP INDEX "market_activity_to_idx";--> statement-breakpoint
DROP INDEX "market_earning_creator_idx";--> statement-breakpoint
DROP INDEX "market_collection_created_idx";--> statement-breakpoint
DROP INDEX "market_collection_volume_idx";--> statement-breakpoint
DROP INDEX "market_item_status_created_idx";--> statement-breakpoint
DROP INDEX "market_item_status_views_idx";--> statement-breakpoint
DROP INDEX "market_item_collection_idx";--> statement-breakpoint
DROP INDEX "market_item_creator_idx";--> statement-breakpoint
DROP INDEX "market_offer_item_idx";--> statement-breakpoint
CREATE INDEX "market_item_draft_idx" ON "market_item" USING btree ("creator_user_id") WHERE "market_item"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "market_order_auction_idx" ON "market_order" USING btree ("item_id") WHERE "market_order"."state" = 'active' and "market_order"."channel" & 1 = 1;--> statement-breakpoint
CREATE INDEX "market_activity_item_idx" ON "market_activity" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "market_activity_collection_idx" ON "market_activity" USING btree ("collection_id","id");--> statement-breakpoint
CREATE INDEX "market_activity_kind_idx" ON "market_activity" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "market_activity_from_idx" ON "market_activity" USING btree ("from_address","id");--> statement-breakpoint
CREATE INDEX "market_activity_to_idx" ON "market_activity" USING btree ("to_address","id");--> statement-breakpoint
CREATE INDEX "market_earning_creator_idx" ON "market_earning" USING btree ("creator_address","id");--> statement-breakpoint
CREATE INDEX "market_collection_created_idx" ON "market_collection" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "market_collection_volume_idx" ON "market_collection" USING btree ("volume_wei","id");--> statement-breakpoint
CREATE INDEX "market_item_status_created_idx" ON "market_item" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "market_item_status_views_idx" ON "market_item" USING btree ("status","views","id");--> statement-breakpoint
CREATE INDEX "market_item_collection_idx" ON "market_item" USING btree ("collection_id","created_at","id");--> statement-breakpoint
CREATE INDEX "market_item_creator_idx" ON "market_item" USING btree ("creator_address","created_at","id");--> statement-breakpoint
CREATE INDEX "market_offer_item_idx" ON "market_offer" USING btree ("item_id","state","price_wei","id");
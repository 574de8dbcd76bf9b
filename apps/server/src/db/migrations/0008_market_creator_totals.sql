CREATE TABLE "market_creator_hour" (
	"creator_address" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"volume_wei" numeric(78, 0) DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_creator_hour_creator_address_hour_pk" PRIMARY KEY("creator_address","hour")
);
--> statement-breakpoint
CREATE TABLE "market_creator_stats" (
	"creator_address" text PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"volume_wei" numeric(78, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_creator_hour_hour_idx" ON "market_creator_hour" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "market_creator_stats_rank_idx" ON "market_creator_stats" USING btree ("volume_wei","items","creator_address" desc nulls first) WHERE "market_creator_stats"."items" > 0;--> statement-breakpoint
-- Written by hand below (drizzle-kit writes tables and indexes, not functions or triggers): the
-- creator totals follow the rows they count in the same statement, whoever writes those rows, so
-- a reorg's cascade takes its sales away too. Definitions as the ranking had them: items are minted
-- items by creator_address; volume is every 'sale' activity's price in the native coin (currency
-- zero) counted for its item's creator.
CREATE FUNCTION market_creator_add(creator text, add_items integer, add_wei numeric, sold_at timestamptz, add_sales integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_creator_stats AS s (creator_address, items, volume_wei) VALUES (creator, add_items, add_wei)
    ON CONFLICT (creator_address) DO UPDATE SET items = s.items + excluded.items, volume_wei = s.volume_wei + excluded.volume_wei;
  IF sold_at IS NOT NULL THEN
    INSERT INTO market_creator_hour AS h (creator_address, hour, volume_wei, sales)
      VALUES (creator, date_trunc('hour', sold_at, 'UTC'), add_wei, add_sales)
      ON CONFLICT (creator_address, hour) DO UPDATE SET volume_wei = h.volume_wei + excluded.volume_wei, sales = h.sales + excluded.sales;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION market_creator_sale_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE creator text;
BEGIN
  IF tg_op <> 'INSERT' THEN
    IF old.kind = 'sale' AND old.currency = '0x0000000000000000000000000000000000000000' THEN
      SELECT i.creator_address INTO creator FROM market_item i WHERE i.id = old.item_id;
      -- No item: it was deleted first, and its own trigger took its sales away.
      IF FOUND THEN
        PERFORM market_creator_add(creator, 0, -coalesce(old.price_wei, 0), old.created_at, -1);
      END IF;
    END IF;
  END IF;
  IF tg_op <> 'DELETE' THEN
    IF new.kind = 'sale' AND new.currency = '0x0000000000000000000000000000000000000000' THEN
      SELECT i.creator_address INTO creator FROM market_item i WHERE i.id = new.item_id;
      PERFORM market_creator_add(creator, 0, coalesce(new.price_wei, 0), new.created_at, 1);
    END IF;
  END IF;
  RETURN old;
END $$;--> statement-breakpoint
-- AFTER the row is written: an insert that ON CONFLICT DO NOTHING skips (a replayed event) counts nothing.
CREATE TRIGGER market_creator_sale AFTER INSERT OR UPDATE OF item_id, kind, price_wei, currency, created_at
  ON market_activity FOR EACH ROW EXECUTE FUNCTION market_creator_sale_changed();--> statement-breakpoint
-- BEFORE a delete, while the item is surely there: a cascade's AFTER triggers wait for the end of
-- the statement that began it (a collection's delete, which may have taken the item by then).
CREATE TRIGGER market_creator_sale_deleted BEFORE DELETE ON market_activity
  FOR EACH ROW EXECUTE FUNCTION market_creator_sale_changed();--> statement-breakpoint
CREATE FUNCTION market_creator_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sale record;
BEGIN
  IF tg_op <> 'INSERT' THEN
    IF old.status = 'minted' THEN PERFORM market_creator_add(old.creator_address, -1, 0, NULL, 0); END IF;
    -- The item's sales go with it (to its new creator, or away with a deleted item).
    IF tg_op = 'DELETE' OR new.creator_address <> old.creator_address THEN
      FOR sale IN SELECT a.price_wei, a.created_at FROM market_activity a
        WHERE a.item_id = old.id AND a.kind = 'sale' AND a.currency = '0x0000000000000000000000000000000000000000'
      LOOP
        PERFORM market_creator_add(old.creator_address, 0, -coalesce(sale.price_wei, 0), sale.created_at, -1);
        IF tg_op = 'UPDATE' THEN
          PERFORM market_creator_add(new.creator_address, 0, coalesce(sale.price_wei, 0), sale.created_at, 1);
        END IF;
      END LOOP;
    END IF;
  END IF;
  IF tg_op <> 'DELETE' THEN
    IF new.status = 'minted' THEN PERFORM market_creator_add(new.creator_address, 1, 0, NULL, 0); END IF;
  END IF;
  RETURN old;
END $$;--> statement-breakpoint
CREATE TRIGGER market_creator_item_added AFTER INSERT ON market_item
  FOR EACH ROW WHEN (new.status = 'minted') EXECUTE FUNCTION market_creator_item_changed();--> statement-breakpoint
-- Only when what is counted changes: a view counter's update fires nothing.
CREATE TRIGGER market_creator_item_moved AFTER UPDATE OF status, creator_address ON market_item
  FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.creator_address IS DISTINCT FROM new.creator_address)
  EXECUTE FUNCTION market_creator_item_changed();--> statement-breakpoint
-- BEFORE: the item's sale rows are still there to be taken away (the cascade deletes them after,
-- and one a collection's cascade deleted first took itself away).
CREATE TRIGGER market_creator_item_deleted BEFORE DELETE ON market_item
  FOR EACH ROW EXECUTE FUNCTION market_creator_item_changed();--> statement-breakpoint
-- The totals of the rows already there.
INSERT INTO market_creator_stats (creator_address, items, volume_wei)
SELECT creator_address, sum(items), sum(wei) FROM (
  SELECT creator_address, count(*) AS items, 0 AS wei FROM market_item WHERE status = 'minted' GROUP BY creator_address
  UNION ALL
  SELECT i.creator_address, 0, coalesce(sum(a.price_wei), 0) FROM market_activity a JOIN market_item i ON i.id = a.item_id
  WHERE a.kind = 'sale' AND a.currency = '0x0000000000000000000000000000000000000000' GROUP BY i.creator_address
) counted GROUP BY creator_address;--> statement-breakpoint
INSERT INTO market_creator_hour (creator_address, hour, volume_wei, sales)
SELECT i.creator_address, date_trunc('hour', a.created_at, 'UTC'), coalesce(sum(a.price_wei), 0), count(*)
FROM market_activity a JOIN market_item i ON i.id = a.item_id
WHERE a.kind = 'sale' AND a.currency = '0x0000000000000000000000000000000000000000'
GROUP BY 1, 2;

-- pg_trgm (trusted on PostgreSQL 13+, bundled with PGlite as a contrib extension) gives the
-- trigram operator class of the item search index; drizzle-kit writes the index, not the extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "market_item_name_trgm_idx" ON "market_item" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);

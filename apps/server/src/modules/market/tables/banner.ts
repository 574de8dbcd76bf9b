import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Home page banners, added and removed by an operator (admin CLI `banner`); none until one is added. */
export const marketBanner = pgTable(
  'market_banner',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    /** Ascending display order. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_banner_sort_idx').on(t.sort, t.id)],
)

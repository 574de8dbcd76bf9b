import type { Category } from '@kid/shared/market/creators'
import { asc } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { marketCategory } from '../tables/collection.ts'

/** GET /api/dataservice/open/collections/categories: the market's categories in their order. */
export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: marketCategory.id, name: marketCategory.name, slug: marketCategory.slug })
    .from(marketCategory)
    .orderBy(asc(marketCategory.sort), asc(marketCategory.id))
}

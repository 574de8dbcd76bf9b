import type { CollectionListQuery } from '@kid/shared/market/catalog'
import type { CollectionDetail, CollectionView } from '@kid/shared/market/views'
import { type Page, toPage } from '@kid/shared/page'
import type { PageQuery } from '@kid/shared/page-query'
import { and, asc, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { notFound } from '../../../platform/errors.ts'
import { kidNameOf, kidNamesOf } from '../../kns/index.ts'
import type { MarketDeps } from '../deps.ts'
import { shortCachePer } from '../home/cache.ts'
import { marketCollection } from '../tables/collection.ts'
import { collectionFloors, withFloors } from './floors.ts'
import { toCollectionView } from './view.ts'

/** The id breaks ties in the sort's direction, so the ascending indexes serve read backwards. */
const ORDER: Record<CollectionListQuery['sort'], SQL[]> = {
  newest: [desc(marketCollection.createdAt), desc(marketCollection.id)],
  volume: [desc(marketCollection.volumeWei), desc(marketCollection.id)],
  floor: [sql`${marketCollection.floorWei} asc nulls last`, asc(marketCollection.id)],
  items: [desc(marketCollection.items), desc(marketCollection.id)],
}

type ListDeps = Pick<MarketDeps, 'db' | 'currencies'>

/** Collections a condition picks, in `orderBy` (ending with the id, so pages are stable), with their floors. */
export async function listCollectionsWhere(
  { db, currencies }: ListDeps,
  where: SQL | undefined,
  orderBy: SQL[],
  q: PageQuery,
): Promise<Page<CollectionView>> {
  const rows = await db
    .select()
    .from(marketCollection)
    .where(where)
    .orderBy(...orderBy)
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
  return toPage(await withFloors(db, currencies, rows), q)
}

/** GET collection/open/list: deployed collections, by category, newest / volume / floor / items. */
export function listCollections(deps: ListDeps, q: CollectionListQuery): Promise<Page<CollectionView>> {
  const where = and(
    isNotNull(marketCollection.address),
    q.category === undefined ? undefined : eq(marketCollection.categoryId, q.category),
  )
  return listCollectionsWhere(deps, where, ORDER[q.sort], q)
}

/**
 * GET collection/owner/list: where the caller can mint — their own collections (pending deployments
 * included), then the platform's deployed shared collections open to everyone; each newest first.
 */
export function listOwnCollections(
  deps: ListDeps,
  userId: number,
  q: PageQuery,
): Promise<Page<CollectionView>> {
  const where = or(
    eq(marketCollection.creatorUserId, userId),
    and(eq(marketCollection.shared, true), isNotNull(marketCollection.address)),
  )
  return listCollectionsWhere(deps, where, [asc(marketCollection.shared), ...ORDER.newest], q)
}

/** Featured collections — the busiest by volume, then by items. */
export async function homeCollections(deps: ListDeps, size = 8): Promise<CollectionView[]> {
  const q = { page: 1, size }
  const orderBy = [desc(marketCollection.volumeWei), desc(marketCollection.items), asc(marketCollection.id)]
  return (await listCollectionsWhere(deps, isNotNull(marketCollection.address), orderBy, q)).list
}

const featured = shortCachePer((deps: ListDeps) => homeCollections(deps))
/** GET collection/open/home: read on every home page view and the same for everyone, so cached briefly. */
export const cachedHomeCollections = (deps: ListDeps) => featured(deps).get()

/** GET collection/open/detail: one collection with its stats, its floor in each unit and its creator's names. */
export async function collectionDetail(
  { db, members, currencies, kidNames }: Pick<MarketDeps, 'db' | 'members' | 'currencies' | 'kidNames'>,
  id: number,
): Promise<CollectionDetail> {
  const [collection] = await db.select().from(marketCollection).where(eq(marketCollection.id, id))
  if (!collection) throw notFound('There is no such collection.')
  const [creator, floors, names] = await Promise.all([
    collection.creatorUserId === null ? undefined : members.byId(collection.creatorUserId),
    collectionFloors(db, currencies, id),
    kidNamesOf(kidNames, [collection.creatorAddress]),
  ])
  return {
    ...toCollectionView(collection, floors),
    creatorName: creator?.username ?? null,
    creatorKidName: kidNameOf(names, collection.creatorAddress),
  }
}

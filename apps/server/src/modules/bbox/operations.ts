import type { ChainRuntime } from '../../platform/chain/chain.ts'
import type { Db } from '../../platform/db/database.ts'
import { generateBatch } from './batch.ts'
import { allSeries, closeSeries, createSeries, publishDraft, type SeriesInput } from './series.ts'

/** The operator's blind-box commands (admin/bbox-commands.ts): series and batches of codes. */
export function bboxOperations(db: Db, chain: () => Promise<ChainRuntime>, origin: string) {
  return {
    create: async (input: SeriesInput) => createSeries({ db, chain: await chain(), origin }, input),
    publish: async (id: number) => publishDraft({ db, chain: await chain(), origin }, id),
    list: () => allSeries(db),
    close: (id: number) => closeSeries(db, id),
    codes: (input: { seriesId: number; count: number; days?: number | undefined; label: string }) =>
      generateBatch(db, input),
  }
}

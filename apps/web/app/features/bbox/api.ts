import {
  BBOX_BASE as B,
  type BoxesQuery,
  type BoxView,
  type CbkBalance,
  type CodeCheck,
  type ExchangeResult,
  type MintSignature,
  type MyCode,
  type OpenSignature,
  type SeriesView,
} from '@kid/shared/bbox-calls'
import type { Page } from '@kid/shared/page'
import { api } from '../../lib/api/browserClient.ts'
import type { Reader } from '../market/api/reader.ts'

export type BoxesPage = Page<BoxView> & { codes: MyCode[] }

/** The reads of the blind-box pages, for loaders (serverReader) and the browser alike. */
export const bboxReads = (reader: Reader) => ({
  boxes: (q: Partial<BoxesQuery> = {}) => reader.get<BoxesPage>(`${B}/user/boxes`, q),
  onSale: (page = 1) => reader.get<Page<SeriesView>>(`${B}/open/list`, { page, size: 20 }),
  check: (cdkey: string) => reader.get<CodeCheck>(`${B}/check/cdkey/${encodeURIComponent(cdkey)}`),
  detail: (tokenId: string) => reader.get<BoxView>(`${B}/detail/${tokenId}`),
})

/** The writes; failures are the pages' to show (silent), so a refusal reads in its place. */
export const bboxApi = {
  balance: () => api.post<CbkBalance>(`${B}/cbk/balance`, {}, { silent: true }),
  exchange: (seriesId: number, requestId: string) =>
    api.post<ExchangeResult>(`${B}/exchange`, { seriesId, requestId }, { silent: true }),
  signMint: (cdkey: string) =>
    api.post<MintSignature>(`${B}/mint/sign/${encodeURIComponent(cdkey)}`, {}, { silent: true }),
  signOpen: (tokenId: string) =>
    api.post<OpenSignature>(`${B}/openbox/sign/${tokenId}`, {}, { silent: true }),
  detail: (tokenId: string) => api.get<BoxView>(`${B}/detail/${tokenId}`, undefined, { silent: true }),
}

import type { AutoRenewBody, ExtendBody, MintBody, ModifyBody } from '@kid/shared/kns/calls'
import {
  KNS_BASE,
  type KnsAutoRenew,
  type KnsDefault,
  type KnsExtend,
  type KnsListState,
  type KnsMint,
  type KnsModify,
  type KnsName,
  type KnsPrices,
  type KnsStateAnswer,
  type KnsSuggestion,
} from '@kid/shared/kns/views'
import type { Page } from '@kid/shared/page'
import { api } from '../../lib/api/browserClient.ts'
import type { Reader } from '../market/api/reader.ts'

const B = KNS_BASE

/** The kid reads (spec 001 §7 "Kid"), one definition for loaders and the browser. */
export function kns(reader: Reader) {
  return {
    state: (label: string) =>
      reader.get<KnsStateAnswer>(`${B}/open/domain/state/${encodeURIComponent(label)}`),
    recommend: (term: string) => reader.get<KnsSuggestion[]>(`${B}/open/recommend/domain`, { domain: term }),
    prices: () => reader.get<KnsPrices>(`${B}/open/prices`),
    namesOf: (wallet: string, page = 1, size = 20) =>
      reader.get<Page<KnsName>>(`${B}/open/wallet/${wallet}`, { page, size }),
    mine: (state: KnsListState, page = 1, size = 20) =>
      reader.get<Page<KnsName>>(`${B}/list/state/${state}`, { page, size }),
    defaultOf: (wallet: string) => reader.get<KnsDefault>(`${B}/open/default/${wallet}`),
    /** The holder's auto-renew setting, its price and their spending balance (others are refused). */
    autoRenew: (label: string) => reader.get<KnsAutoRenew>(`${B}/autorenew/${encodeURIComponent(label)}`),
  }
}

/** The kid writes: each answers the transaction the wallet then sends; failures toast the server's message. */
export const knsWrites = {
  mint: (body: MintBody, silent = false) => api.post<KnsMint>(`${B}/mint`, body, { silent }),
  extend: (body: ExtendBody) => api.post<KnsExtend>(`${B}/extend`, body),
  modify: (body: ModifyBody) => api.post<KnsModify>(`${B}/modify`, body),
  autoRenew: (body: AutoRenewBody) => api.post<KnsAutoRenew>(`${B}/autorenew`, body),
}

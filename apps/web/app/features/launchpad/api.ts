import type { ApplyBody } from '@kid/shared/launchpad/calls'
import {
  type ApplyAnswer,
  type CalendarMonth,
  type DeployApproval,
  type DropCard,
  type DropDetail,
  type DropType,
  LAUNCHPAD_BASE,
  type LaunchpadIndex,
  type MyDrop,
  type WhitelistAnswer,
} from '@kid/shared/launchpad/views'
import type { Page } from '@kid/shared/page'
import { api } from '../../lib/api/browserClient.ts'
import type { Reader } from '../market/api/reader.ts'

const B = LAUNCHPAD_BASE

/** The launchpad's reads (spec 001 §7), one definition for loaders and the browser. */
export function launchpad(reader: Reader) {
  return {
    index: (category?: number) => reader.get<LaunchpadIndex>(`${B}/open/index`, { category }),
    list: (q: { category?: number | undefined; type: DropType; page: number; size: number }) =>
      reader.get<Page<DropCard>>(`${B}/open/list`, q),
    calendar: (year: number, month: number) =>
      reader.get<CalendarMonth>(`${B}/open/calendar/view/${year}/${month}`),
    detail: (id: number) => reader.get<DropDetail>(`${B}/open/detail/${id}`),
    whitelist: (id: number, address: string) =>
      reader.get<WhitelistAnswer>(`${B}/open/whitelist/${id}`, { address }),
    mine: (page: number, size: number) => reader.get<Page<MyDrop>>(`${B}/my/drops`, { page, size }),
  }
}

type Wire<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] }

/** The launchpad's writes; failures toast the server's message. */
export const launchpadWrites = {
  apply: (body: Wire<ApplyBody>) => api.post<ApplyAnswer>(`${B}/apply`, body),
  deployApproval: (id: number) => api.post<DeployApproval>(`${B}/deploy/${id}`),
  subscribe: (id: number, lead: number) =>
    api.post<{ stage: 'whitelist' | 'public'; remindAt: number }>(`${B}/subscribe`, { id, lead }),
}

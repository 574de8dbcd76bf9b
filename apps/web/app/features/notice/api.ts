import {
  type JumpCheck,
  NOTICE_BASE,
  type NoticePage,
  type NoticeSetting,
  type NoticeTab,
} from '@kid/shared/notice'
import type { FindPageBody } from '@kid/shared/notice-calls'
import { api } from '../../lib/api/browserClient.ts'

type Num = { num: number }

/** The notification calls as the browser makes them (docs/api.md §19); the page shows failures. */
export const noticeApi = {
  page: (body: FindPageBody, signal?: AbortSignal) =>
    api.post<NoticePage>(`${NOTICE_BASE}/findpage`, body, { silent: true, signal }),
  count: () => api.get<Num>(`${NOTICE_BASE}/getcount`, undefined, { silent: true }),
  markRead: (id: number) => api.get<Num>(`${NOTICE_BASE}/updatenewstatus`, { id }, { silent: true }),
  markAll: (type?: NoticeTab) => api.post<Num>(`${NOTICE_BASE}/updatenoticeuser`, { type }),
  jump: (id: number) => api.get<JumpCheck>(`${NOTICE_BASE}/checkjump`, { id }, { silent: true }),
  setSetting: (newstype: number, enabled: boolean) =>
    api.post<NoticeSetting[]>(`${NOTICE_BASE}/setting`, { newstype, enabled }),
}

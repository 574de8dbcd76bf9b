import type { Campaign, CampaignEntry } from '@kid/shared/bricks/campaigns'
import {
  BRICKS_BASE,
  type BrickLogEntry,
  type CheckinState,
  type ClaimAnswer,
  type DailyLimit,
  type Invitee,
  type MemberTask,
  type TaskConfig,
} from '@kid/shared/bricks/tasks'
import type { Page } from '@kid/shared/page'
import type { BalanceEntry } from '@kid/shared/realtime/events'
import { api } from '../../lib/api/browserClient.ts'
import type { Reader } from '../market/api/reader.ts'
import { showRewardNotice } from './rewardNotice.ts'

export type RewardCenter = {
  balances: BalanceEntry[]
  checkin: CheckinState | null
  tasks: MemberTask[]
  limits: DailyLimit[]
}
export type BricksConfig = { tasks: TaskConfig[]; limits: Omit<DailyLimit, 'earned' | 'remaining'>[] }
export type LogPage = { list: BrickLogEntry[]; hasMore: boolean }
export type SocialSaved = { platform: string; handle: string; claim: ClaimAnswer | null; message: string }
export type { Campaign, CampaignEntry }

const B = BRICKS_BASE

/** The reads of the bricks pages, for loaders (serverReader) and the browser alike. */
export const bricksReads = (reader: Reader) => ({
  center: () => reader.get<RewardCenter>(`${B}/bricksconfig/reward/center`),
  rules: () => reader.get<BricksConfig>(`${B}/bricksconfig/open/rules`),
  tasks: () => reader.get<MemberTask[]>(`${B}/bricksconfig/list`),
  task: (id: string) => reader.get<MemberTask>(`${B}/bricksconfig/getdetailsv1`, { id }),
  campaigns: () => reader.get<CampaignEntry[]>(`${B}/timelimitbricks/getthismonthdata`),
  invitees: (page: number) => reader.get<Page<Invitee>>(`${B}/bricks/invitees`, { page, size: 20 }),
  inviteCode: () => reader.get<{ inviteCode: string }>(`${B}/user/invite/code`),
  log: (before?: number) =>
    reader.get<LogPage>(`${B}/userbrickslog/list`, before ? { before, size: 20 } : { size: 20 }),
})

/** The writes: each claim shows the spec's reward notice when it paid; failures are toasted by the client. */
export const bricksApi = {
  async claim(task: string, invitee?: string): Promise<ClaimAnswer> {
    const answer = await api.post<ClaimAnswer>(`${B}/bricks/claim`, invitee ? { task, invitee } : { task })
    if (answer.created) showRewardNotice(answer.notice)
    return answer
  },
  async saveSocial(platform: string, handle: string): Promise<SocialSaved> {
    const saved = await api.post<SocialSaved>(`${B}/socialmedia/save`, { platform, handle })
    if (saved.claim?.created) showRewardNotice(saved.claim.notice)
    return saved
  },
  joinCampaign: (id: number) => api.post<CampaignEntry>(`${B}/timelimitbricks/save`, { id }),
  async claimCampaign(id: number): Promise<ClaimAnswer> {
    const answer = await api.post<ClaimAnswer>(`${B}/timelimitbricks/update`, { id })
    if (answer.created) showRewardNotice(answer.notice)
    return answer
  },
}

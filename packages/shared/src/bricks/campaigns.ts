import type { CampaignGoal } from './tasks.ts'

/** A monthly campaign with the member's progress (timelimitbricks/getthismonthdata, getrewardtracking). */
export type Campaign = {
  id: number
  month: string
  title: string
  description: string
  goal: CampaignGoal
  target: number
  brickstype: number
  code: string
  amount: string
  /** From the start of the month to the start of the next, UTC, in ms. */
  starttime: number
  endtime: number
}

export type CampaignEntry = Campaign & {
  joined: boolean
  joinedtime: number | null
  progress: number
  claimed: boolean
  state: 'open' | 'joined' | 'claimable' | 'claimed' | 'ended'
}

/** timelimitbricks/getrewardstats: how a campaign is going for everyone. */
export type CampaignStats = {
  id: number
  title: string
  participants: number
  completed: number
  paid: string
  code: string
}

/** What goal words mean to a person. */
export const GOAL_TEXT: Record<CampaignGoal, string> = {
  checkin: 'daily check-ins',
  social: 'social accounts linked',
  invite: 'friends rewarded for',
  newsletter: 'newsletter subscription',
  any: 'tasks rewarded',
}

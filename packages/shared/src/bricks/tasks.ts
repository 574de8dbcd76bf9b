/**
 * The reward centre's tasks (docs/bricks.md): what the server answers and the pages show. Amounts
 * are integer strings (bricks have no decimals, but every amount travels as a string: docs/ledger.md).
 */

/** The bricks calls' base (spec 001 §7 /api/accountservice); docs/bricks.md lists the paths. */
export const BRICKS_BASE = '/api/accountservice'

export const TASK_KINDS = ['welcome', 'checkin', 'social', 'invite', 'newsletter'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** Campaign goals count the member's rewards of one kind in the month ('any': every task kind). */
export const CAMPAIGN_GOALS = ['checkin', 'social', 'invite', 'newsletter', 'any'] as const
export type CampaignGoal = (typeof CAMPAIGN_GOALS)[number]

/** done: paid (today, for the check-in); claimable: ready now; locked: `hint` says what unlocks it. */
export type TaskState = 'done' | 'claimable' | 'locked'

/** A task as configured by operators (bricksconfig/getbricksconfig, the rules page). */
export type TaskConfig = {
  slug: string
  kind: TaskKind
  /** The social platform of a 'social' task. */
  platform: string | null
  title: string
  description: string
  brickstype: number
  code: string
  amount: string
}

/** A task with the member's state (reward/center, getdetailsv1). */
export type MemberTask = TaskConfig & {
  state: TaskState
  hint: string
  /** Social: the linked handle; invite: qualified friends not yet claimed for. */
  detail: string | null
  /** Invite: how many friends can be claimed for now. */
  claimable: number
}

/** A member's earnings today against the daily upper limit of one brick type (bricksupperlimit). */
export type DailyLimit = {
  brickstype: number
  code: string
  title: string
  limit: string
  earned: string
  remaining: string
}

export type CheckinState = { today: boolean; streak: number; amount: string; brickstype: number }

/** The reward notice options of spec 000 §3, as a claim answers them. */
export type RewardNotice = {
  title: string
  subtitle: string
  brickstype: number
  /** An integer string, as every amount travels. */
  amount: string
  interval: number
  closable: boolean
  link: string
  linktext: string
  type: 'toast'
  sharetitle: string
  tips: string
}

/** What a claim answers: the notice to show, and whether this call paid (false: paid before). */
export type ClaimAnswer = { created: boolean; notice: RewardNotice }

export type InviteeState = 'joined' | 'qualified' | 'rewarded'

export type Invitee = {
  uid: string
  username: string
  headimgurl: string
  createtime: number
  emailVerified: boolean
  checkedIn: boolean
  state: InviteeState
}

/** One movement of the bricks log (/h5/bricks-log): the member's side of a ledger movement. */
export type BrickLogEntry = {
  id: number
  reason: string
  kind: string
  brickstype: number
  title: string
  amount: string
  createtime: number
}

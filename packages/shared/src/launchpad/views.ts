// What the launchpad calls answer (apps/server/src/modules/launchpad); the pages import this file alone.

import type { KidName } from '../market/views.ts'

/** Where the launchpad calls live (spec 001 §7). */
export const LAUNCHPAD_BASE = '/api/dcservice/launchpad'

/** The lists of open/index and the `type` of open/list. */
export const DROP_TYPES = ['live', 'upcoming', 'ended'] as const
export type DropType = (typeof DROP_TYPES)[number]

/** An application's way from the creator's form to a deployed drop. */
export type DropStatus = 'review' | 'approved' | 'rejected' | 'deployed'

/** A stage as the drop page shows it: [start, end) in seconds; end null = open until sold out. */
export type DropStage = { kind: 'whitelist' | 'public'; start: number; end: number | null; price: string }

/** A drop on the launchpad's lists and calendar. Amounts are wei as decimal strings. */
export type DropCard = {
  id: number
  name: string
  symbol: string
  media: string
  category: number | null
  address: string | null
  start: number
  end: number
  isWhite: boolean
  /** The public stage's opening: `end` for whitelisted drops, else `start`. */
  publicStart: number
  fee: string
  total: number
  minted: number
  singleAdd: number
  singleTim: number
  type: DropType
}

export type DropDetail = DropCard & {
  description: string
  royal: number
  receiver: string
  whiteRoot: string
  whitelistSize: number
  stages: DropStage[]
  /** The creator: the member behind the wallet, and the wallet's .kid default name, shown first. */
  creator: {
    userId: number | null
    address: string
    username: string | null
    avatar: string | null
    kidName: KidName | null
  }
  /** The chain the drop lives on, for the wrong-network answer. */
  chainId: number
  /** The market's collection of the drop once deployed: its items, listings and activity. */
  collectionId: number | null
}

/** open/whitelist/{id}?address=: whether the address is on the list, and its merkle proof. */
export type WhitelistAnswer = { address: string; whitelisted: boolean; proof: string[] }

/** open/calendar/view/{year}/{month}: each day of the month that has a stage opening. */
export type CalendarDay = { day: number; drops: (DropCard & { opens: 'whitelist' | 'public' })[] }
export type CalendarMonth = { year: number; month: number; days: CalendarDay[] }

/** open/index: the three lists by category, a few of each. */
export type LaunchpadIndex = { live: DropCard[]; upcoming: DropCard[]; ended: DropCard[] }

/** The creator's own application, with what the next step needs. */
export type MyDrop = DropCard & {
  status: DropStatus
  reason: string | null
  whitelistSize: number
  /** Wei held by the deployed drop, waiting for withdraw(). */
  proceeds: string | null
}

/** What the creator's wallet sends to ACTUATOR.create once approved. */
export type DeployApproval = {
  actuator: string
  chainId: number
  init: {
    name: string
    symbol: string
    uri: string
    owner: string
    receiver: string
    whiteRoot: string
    start: number
    end: number
    total: number
    singleAdd: number
    singleTim: number
    fee: string
    royal: number
    isWhite: boolean
  }
  application: string
  deadline: string
  signature: string
}

/** The apply call's answer: the application and what the whitelist check found. */
export type ApplyAnswer = { id: number; whitelist: WhitelistReport }
/** The whitelist check: how many distinct addresses, and the first few duplicates and bad entries. */
export type WhitelistReport = {
  count: number
  duplicates: string[]
  duplicateCount: number
  invalid: string[]
  invalidCount: number
  millis: number
}

/** The reminder lead times a subscriber chooses from, in minutes. */
export const REMINDER_LEADS = [10, 60, 1440] as const

export const LAUNCHPAD_TEXT = {
  notFound: 'This drop was not found.',
  notYours: 'This drop is not yours.',
  notApproved: 'This drop is not approved for deployment.',
  deployed: 'This drop is already deployed.',
  notDeployed: 'This drop is not deployed yet.',
  stageOpen: 'This stage has already opened.',
  noWallet: 'Please bind one address',
  wrongCategory: 'There is no such category.',
  emptyWhitelist: 'A whitelist drop needs at least one valid address.',
  reminded: 'We will remind you before it opens.',
} as const

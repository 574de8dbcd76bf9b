/**
 * The realtime channel's events (docs/realtime.md): one typed map shared by the server, which
 * publishes them, and the web client, which subscribes. A domain adds its events here; the name is
 * `<domain>.<what happened>`.
 */
export type RealtimeEvents = {
  /** The member's unread notices changed (a notice was written or read): the bell's new count. */
  'notice.count': { num: number }
  /**
   * The member's balances changed (a deposit credited, a withdrawal frozen or settled, a reward):
   * the list GET userbrickslog/brickscount answers, so the wallet card shows it without asking.
   */
  'ledger.balances': { list: BalanceEntry[] }
  /** Sent to every socket (the site room): a drop's minted count after a mint was indexed. */
  'launchpad.minted': { id: number; minted: number; total: number }
}

/** One currency of GET userbrickslog/brickscount (docs/ledger.md): integer strings in the smallest unit. */
export type BalanceEntry = {
  brickstype: number
  code: string
  kind: 'balance' | 'brick'
  title: string
  decimals: number
  amount: string
  available: string
  freeze: string
}

export type RealtimeEventName = keyof RealtimeEvents

/** One event as it travels: `id` orders a member's events and lets a reconnecting client resume. */
export type RealtimeMessage<Name extends RealtimeEventName = RealtimeEventName> = {
  id: string
  event: Name
  data: RealtimeEvents[Name]
}

// Texts with a placeholder: functions, so a caller cannot forget to fill it in.
import type { Blacklist } from '../codes.ts'

/** 'Please use {bound address}': the wallet that is bound, in full so it can be compared. */
export function pleaseUseText(boundAddress: string): string {
  return `Please use ${boundAddress}`
}

/** How a blacklist type reads inside a sentence and in a title. */
const SUSPENDED_LABEL = {
  account: { word: 'account', title: 'Account' },
  device: { word: 'device', title: 'Device' },
  ip: { word: 'IP', title: 'IP' },
} as const satisfies Record<Blacklist, { word: string; title: string }>

/** The suspension notice's title, '{type} Suspended', e.g. 'Account Suspended'. */
export function suspendedTitle(type: Blacklist): string {
  return `${SUSPENDED_LABEL[type].title} Suspended`
}

/** The suspension notice's text, with the type in lowercase words ('this account', 'this IP'). */
export function suspendedText(type: Blacklist): string {
  const word = SUSPENDED_LABEL[type].word
  return `We've detected something out of ordinary going on with this ${word}. Therefore we are suspending this ${word} currently.`
}

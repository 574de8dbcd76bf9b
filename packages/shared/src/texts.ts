/**
 * User-visible texts of spec 000 and 001 that more than one screen or both sides use,
 * quoted exactly as the spec writes them (including the typographic apostrophe of
 * 'It’s' and the space in 'sign error !'). Texts of one form's rule live with the rule
 * in ./validate. Texts with a placeholder are functions, so a caller cannot forget to
 * fill it in.
 */
import type { Blacklist } from './codes.ts'

export const TEXT = {
  // Clipboard: the wallet card says 'Copy Success'; every other copy action the other pair.
  copySuccess: 'Copy Success',
  copiedSuccessfully: 'Copy successfully!',
  copyFailed: 'Replication failed!',

  // Error page and unknown routes.
  comingSoon: 'Coming Soon.',
  pageNotFound: 'page not found',
  pageNotFoundDetail: "Sorry, we can't find what you're looking for.",
  errorPageFault: 'An error occurred while showing the error page',
  routeNotFound: 'This page could not be found',
  /** A request error without a message of its own. */
  genericError: 'Error',

  // Captcha.
  captchaTitle: 'Wait a minute',
  captchaText: "Please confirm you're not a bot",
  captchaUnavailable: 'Login/signup verification not supported in your region',

  // Wallet and chain.
  signError: 'sign error !',
  signatureDenied: 'Signature denied',
  bindOneAddress: 'Please bind one address',
  tryAgain: 'Please try again',
  contractError: 'The contract is error',
  web3Error: 'web3 error',
  walletTakenByOtherAccount: 'There is already an account with this wallet. Log into another wallet.',
  connectYourWallet: 'Please connect your wallet.',
  switchToAnotherWallet: 'Switch to another wallet.',
  disconnectPrompt: 'Are you sure to disconnect this wallet address?',

  // E-mail codes.
  codeSent: 'Code Sent',
  codeExpired: 'The verification code has expired.',

  // Rewards.
  rewardTitle: 'Congratulations',
  rewardLinkText: 'Get More Bricks',

  // Notifications and search.
  noNotification: 'No Notification',
  searchPlaceholder: 'Search .kid names or address',
  kidSearchPlaceholder: 'Search .kid names',
  kidSearchMobileWarning: 'Coming soon Please register on the computer It’s not yet available on phone',

  /** The spec shows only '2024 ... All Rights Reserved'; the middle is our product name. */
  copyright: '© 2024 KID. All Rights Reserved',
} as const

export type TextKey = keyof typeof TEXT

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

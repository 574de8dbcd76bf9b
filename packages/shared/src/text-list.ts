/** Every text of `TEXT` (texts.ts), one module per topic. */
export * from './texts/captcha.ts'
export * from './texts/clipboard.ts'
export * from './texts/copyright.ts'
export * from './texts/email-codes.ts'
export * from './texts/error-page.ts'
export * from './texts/rewards.ts'
export * from './texts/search.ts'
export * from './texts/wallet.ts'

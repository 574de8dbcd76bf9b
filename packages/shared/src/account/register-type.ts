// Plain values, no zod: the pages import this (user.ts adds the calls' schema).

/**
 * How an account was first registered (spec 000 §3 names 5 = wallet; the others are ours and
 * documented in docs/api.md). Third-party values double as the `registertype` of open/auto and
 * open/bindingemail.
 */
export const REGISTER_TYPE = {
  email: 1,
  google: 2,
  facebook: 3,
  apple: 4,
  wallet: 5,
  twitter: 6,
  discord: 7,
} as const
export type RegisterTypeName = keyof typeof REGISTER_TYPE
export const REGISTER_TYPES = [1, 2, 3, 4, 5, 6, 7] as const
export type RegisterType = (typeof REGISTER_TYPES)[number]

/** The third-party providers of `open/auto`, by register type. */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'apple', 'twitter', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

export const REGISTER_TYPE_INVALID = 'This sign-in link is not valid.'

/** The register type a link names (its `registertype` query), or undefined for anything else. */
export function registerTypeOf(value: unknown): RegisterType | undefined {
  return REGISTER_TYPES.find((type) => type === Number(value))
}

import { OAUTH_PROVIDERS, type OAuthProvider, REGISTER_TYPE } from './register-type.ts'

const LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'Twitter',
  discord: 'Discord',
}
/** A provider's name in sentences. */
export const providerLabel = (provider: OAuthProvider) => LABELS[provider]

/**
 * Why a third-party sign-in ended on /auth. The server puts only one of these codes in
 * `/auth?error=`, and the page shows only their texts: anyone can craft an /auth link, so the
 * query must never carry words that end up on our page.
 */
export const AUTH_ERRORS = {
  cancelled: () => 'Sign-in was cancelled.',
  expired: () => 'This sign-in expired or was started in another browser. Please try again.',
  unavailable: (provider: string) => `Sign-in with ${provider} is not available.`,
  refused: (provider: string) => `Sign-in failed at ${provider}. Please try again.`,
  incomplete: (provider: string) => `${provider} did not complete the sign-in. Please try again.`,
  failed: (provider: string) => `Could not complete the sign-in with ${provider}. Please try again.`,
} as const satisfies Record<string, (provider: string) => string>
export type AuthErrorCode = keyof typeof AUTH_ERRORS

/** What /auth shows for an error it does not know. */
export const AUTH_ERROR_UNKNOWN = 'Sign-in failed. Please try again.'

const isCode = (code: string): code is AuthErrorCode => Object.hasOwn(AUTH_ERRORS, code)

/** The text /auth shows for `?error=<code>&registertype=<n>`: a known code's text, else one generic sentence. */
export function authErrorMessage(code: string, registertype: string | null): string {
  if (!isCode(code)) return AUTH_ERROR_UNKNOWN
  const provider = OAUTH_PROVIDERS.find((p) => String(REGISTER_TYPE[p]) === registertype)
  return AUTH_ERRORS[code](provider ? providerLabel(provider) : 'the provider')
}

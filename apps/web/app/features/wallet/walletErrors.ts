import { TEXT } from '@kid/shared/texts'

/** The wallet's error code: EIP-1193 errors carry `code`, viem and wagmi wrap them in `cause`. */
export function walletErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** A refused request (EIP-1193 code 4001). */
export function isUserRejection(error: unknown): boolean {
  return walletErrorCode(error) === 4001
}

/** The toast for a failed signature: 'Signature denied' when refused, else 'Please try again'. */
export function signFailureText(error: unknown): string {
  return isUserRejection(error) ? TEXT.signatureDenied : TEXT.tryAgain
}

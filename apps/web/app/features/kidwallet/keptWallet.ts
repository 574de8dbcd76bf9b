import type { KidWalletDetail } from '@kid/shared/kidwallet/calls'
import { KIDWALLET_BASE } from '@kid/shared/kidwallet/keystore-rule'
import type { AppLoadContext } from 'react-router'
import { serverReader } from '../market/api/serverReader.ts'

/** The loaders' read of the member's kept KID wallet: null when none; undefined when it could not be read. */
export function keptWallet(context: AppLoadContext): Promise<KidWalletDetail | undefined> {
  return serverReader(context)
    .get<KidWalletDetail>(`${KIDWALLET_BASE}/detail`)
    .catch(() => undefined)
}

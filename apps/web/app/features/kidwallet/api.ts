import type { Keystore, KidWalletCheck, KidWalletDetail } from '@kid/shared/kidwallet/calls'
import { KIDWALLET_BASE } from '@kid/shared/kidwallet/keystore-rule'
import { api } from '../../lib/api/browserClient.ts'

/** The KID wallet's calls (docs/api.md §20): the member's sealed keystore, kept by the server. */
export const kidwalletApi = {
  detail: () => api.get<KidWalletDetail>(`${KIDWALLET_BASE}/detail`),
  add: (keystore: Keystore) => api.post<KidWalletDetail>(`${KIDWALLET_BASE}/add`, { keystore }),
  update: (keystore: Keystore) => api.post<KidWalletDetail>(`${KIDWALLET_BASE}/update`, { keystore }),
  restore: (keystore: Keystore, previous: string | null) =>
    api.post<KidWalletDetail>(`${KIDWALLET_BASE}/restore`, { keystore, previous }),
  check: (address: string) => api.post<KidWalletCheck>(`${KIDWALLET_BASE}/check`, { address }),
}

import { abi } from '@kid/contracts/artifacts/Registry'
import type { KnsMint } from '@kid/shared/kns/views'
import { type Address, zeroAddress } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type RegisterNameParameters = KnsMint

/** ETH is the zero address; the registry takes it as the value sent (tokens would be approved instead). */
export const valueFor = (currency: string, amount: bigint) => (currency === zeroAddress ? amount : 0n)

/**
 * REGISTRY.register with the server's signature: one transaction registers the name, points it at
 * the registrant and, when asked, makes it their default name. Sent to this deployment's registry,
 * whatever address the answer names, so a tampered answer cannot redirect the payment.
 */
export const registerName = {
  title: 'Register the name',
  request: (m, { config }) => ({
    address: contractFor(config, 'REGISTRY'),
    abi,
    functionName: 'register',
    args: [
      m.label,
      m.owner,
      BigInt(m.duration),
      m.currency as Address,
      BigInt(m.price),
      m.whitelisted,
      m.setDefault,
      BigInt(m.deadline),
      m.signature,
    ],
    value: valueFor(m.currency, BigInt(m.price)),
  }),
} satisfies TxAction<RegisterNameParameters>

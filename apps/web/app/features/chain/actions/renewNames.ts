import { abi } from '@kid/contracts/artifacts/Registry'
import type { KnsExtend } from '@kid/shared/kns/views'
import type { Address } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { ContractCall, TxAction } from '../transaction.ts'
import { valueFor } from './registerName.ts'

export type RenewNamesParameters = KnsExtend

/** REGISTRY.renew for one name, renewMany for several: one payment, all renewed or none. */
export const renewNames = {
  title: 'Renew',
  request: ({ currency, total, renewals }, { config }): ContractCall => {
    const address = contractFor(config, 'REGISTRY')
    const value = valueFor(currency, BigInt(total))
    const [only] = renewals
    if (renewals.length === 1 && only)
      return {
        address,
        abi,
        functionName: 'renew',
        args: [
          BigInt(only.tokenId),
          BigInt(only.duration),
          currency as Address,
          BigInt(only.price),
          BigInt(only.deadline),
          only.signature,
        ],
        value,
      }
    return {
      address,
      abi,
      functionName: 'renewMany',
      args: [
        renewals.map((r) => ({
          tokenId: BigInt(r.tokenId),
          duration: BigInt(r.duration),
          price: BigInt(r.price),
          deadline: BigInt(r.deadline),
          signature: r.signature,
        })),
        currency as Address,
      ],
      value,
    }
  },
} satisfies TxAction<RenewNamesParameters>

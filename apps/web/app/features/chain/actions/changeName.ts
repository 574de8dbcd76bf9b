import * as Registry from '@kid/contracts/artifacts/Registry'
import * as Resolver from '@kid/contracts/artifacts/Resolver'
import type { KnsModify } from '@kid/shared/kns/views'
import { type Abi, decodeFunctionData } from 'viem'
import { ContractKindError, contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type ChangeNameParameters = KnsModify & { title?: string }

/** What `modify` may ask the wallet to call, per contract: records and the default name, or a transfer. */
const ALLOWED: Record<'RESOLVER' | 'REGISTRY', { abi: Abi; functions: readonly string[] }> = {
  RESOLVER: {
    abi: Resolver.abi,
    functions: ['setAddr', 'setText', 'setDefaultName', 'clearDefaultName', 'multicall'],
  },
  REGISTRY: { abi: Registry.abi, functions: ['safeTransferFrom'] },
}

/**
 * Sends the transaction `modify` prepared, after checking it is one: the target must be this
 * deployment's resolver or registry, and the data must decode to one of the calls above, so a
 * tampered answer cannot make the wallet call anything else.
 */
export const changeName = {
  title: 'Save the change',
  request: ({ to, data }, { config }) => {
    for (const kind of ['RESOLVER', 'REGISTRY'] as const) {
      const address = contractFor(config, kind)
      if (address.toLowerCase() !== to.toLowerCase()) continue
      const { abi, functions } = ALLOWED[kind]
      const { functionName, args } = decodeFunctionData({ abi, data })
      if (!functions.includes(functionName)) break
      return { address, abi, functionName, args: args ?? [] }
    }
    throw new ContractKindError()
  },
} satisfies TxAction<ChangeNameParameters>

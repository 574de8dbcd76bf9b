import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainContext } from '../transaction.ts'
import { createDrop } from './createDrop.ts'
import { mintDrop } from './mintDrop.ts'
import { withdrawDrop } from './withdrawDrop.ts'

const ACTUATOR = `0x${'ac'.repeat(20)}` as const
const DROP = `0x${'d0'.repeat(20)}` as const
const ctx: ChainContext = {
  account: `0x${'a1'.repeat(20)}`,
  config: {
    chainId: 31337,
    rpcUrl: '',
    explorerUrl: '',
    contracts: { ACTUATOR } as ChainConfig['contracts'],
  },
}

describe('launchpad actions', () => {
  it('mintDrop mints the quantity with its proof and pays exactly the cost', () => {
    const proof = [`0x${'11'.repeat(32)}`] as const
    expect(mintDrop.request({ drop: DROP, quantity: 3, proof, cost: 30n })).toMatchObject({
      address: DROP,
      functionName: 'mint',
      args: [3n, proof],
      value: 30n,
    })
  })

  it('createDrop sends the signed approval to the deployment actuator, amounts as bigints', () => {
    const init = {
      name: 'N',
      symbol: 'S',
      uri: 'u',
      owner: ctx.account,
      receiver: ctx.account,
      whiteRoot: `0x${'00'.repeat(32)}`,
      start: 1,
      end: 2,
      total: 3,
      singleAdd: 2,
      singleTim: 1,
      fee: '10',
      royal: 0,
      isWhite: false,
    }
    const approval = {
      actuator: ACTUATOR,
      chainId: 31337,
      init,
      application: '7',
      deadline: '99',
      signature: '0xab',
    }
    const call = createDrop.request(approval, ctx)
    expect(call).toMatchObject({ address: ACTUATOR, functionName: 'create' })
    expect(call.args.slice(1)).toEqual([7n, 99n, '0xab'])
    expect(call.args[0]).toMatchObject({ fee: 10n, total: 3 })
    const noActuator = { ...ctx, config: { ...ctx.config, contracts: {} as ChainConfig['contracts'] } }
    expect(() => createDrop.request(approval, noActuator)).toThrow('The contract is error')
    expect(withdrawDrop.request({ drop: DROP })).toMatchObject({ address: DROP, functionName: 'withdraw' })
  })
})

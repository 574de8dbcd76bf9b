import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chain/chainConfig.ts'
import type { ChainContext } from '../chain/transaction.ts'
import { mintBox, openBox } from './boxActions.ts'

const BLINDBOX = `0x${'b0'.repeat(20)}` as const
const ctx: ChainContext = {
  account: `0x${'a1'.repeat(20)}`,
  config: {
    chainId: 31337,
    rpcUrl: '',
    explorerUrl: '',
    contracts: { BLINDBOX } as ChainConfig['contracts'],
  },
}
const elsewhere = `0x${'ee'.repeat(20)}` as const
const cdkey = `0x${'0c'.repeat(32)}` as const
const signature = `0x${'51'.repeat(65)}` as const

describe('the blind-box actions', () => {
  it('mints with the signed reservation, on the deployment’s BlindBox whatever the answer names', () => {
    const signed = {
      contract: elsewhere,
      minter: ctx.account,
      counter: 3,
      cdkey,
      deadline: 1_900_000_000,
      signature,
    }
    expect(mintBox.request({ signed }, ctx)).toMatchObject({
      address: BLINDBOX,
      functionName: 'mint',
      args: [ctx.account, 3n, cdkey, 1_900_000_000n, signature],
    })
  })

  it('opens with the revealed salt and the server’s signature', () => {
    const signed = { contract: elsewhere, tokenId: BigInt(cdkey).toString(), salt: cdkey, signature }
    expect(openBox.request({ signed }, ctx)).toMatchObject({
      address: BLINDBOX,
      functionName: 'open',
      args: [BigInt(cdkey), cdkey, signature],
    })
  })
})

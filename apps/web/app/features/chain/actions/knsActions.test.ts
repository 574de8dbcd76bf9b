import * as Registry from '@kid/contracts/artifacts/Registry'
import * as Resolver from '@kid/contracts/artifacts/Resolver'
import { encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chainConfig.ts'
import type { ChainContext } from '../transaction.ts'
import { changeName } from './changeName.ts'
import { registerName } from './registerName.ts'
import { renewNames } from './renewNames.ts'

const REGISTRY = `0x${'e1'.repeat(20)}` as const
const RESOLVER = `0x${'e2'.repeat(20)}` as const
const OWNER = `0x${'a1'.repeat(20)}` as const
const ctx: ChainContext = {
  account: OWNER,
  config: {
    chainId: 31337,
    rpcUrl: '',
    explorerUrl: '',
    contracts: { REGISTRY, RESOLVER } as ChainConfig['contracts'],
  },
}
const signature = `0x${'5'.repeat(130)}` as Hex
const renewal = (tokenId: string, price: string) => ({
  tokenId,
  label: 'name',
  duration: '100',
  price,
  deadline: '9',
  signature,
  expiresAt: '2027-01-01T00:00:00.000Z',
})

describe('.kid name actions', () => {
  it('registerName sends the signed arguments to this deployment’s registry, paying the signed price in ETH', () => {
    const call = registerName.request(
      {
        registry: `0x${'99'.repeat(20)}`,
        tokenId: '1',
        label: 'alice',
        owner: OWNER,
        duration: '31536000',
        currency: zeroAddress,
        price: '1000',
        whitelisted: false,
        setDefault: true,
        deadline: '123',
        signature,
      },
      ctx,
    )
    expect(call).toMatchObject({
      address: REGISTRY,
      functionName: 'register',
      args: ['alice', OWNER, 31_536_000n, zeroAddress, 1000n, false, true, 123n, signature],
      value: 1000n,
    })
  })

  it('renewNames renews one name with renew and several with one renewMany paying the total', () => {
    const one = { registry: REGISTRY, currency: zeroAddress, total: '7', renewals: [renewal('1', '7')] }
    expect(renewNames.request(one, ctx)).toMatchObject({ functionName: 'renew', value: 7n })
    const two = { ...one, total: '12', renewals: [renewal('1', '7'), renewal('2', '5')] }
    const call = renewNames.request(two, ctx)
    expect(call).toMatchObject({ address: REGISTRY, functionName: 'renewMany', value: 12n })
    expect((call.args[0] as unknown[]).length).toBe(2)
  })

  it('changeName sends only resolver records or a registry transfer, to this deployment’s contracts', () => {
    const setText = encodeFunctionData({
      abi: Resolver.abi,
      functionName: 'setText',
      args: [1n, 'bio', 'hi'],
    })
    expect(changeName.request({ to: RESOLVER, data: setText, summary: [] }, ctx)).toMatchObject({
      address: RESOLVER,
      functionName: 'setText',
    })
    const transfer = encodeFunctionData({
      abi: Registry.abi,
      functionName: 'safeTransferFrom',
      args: [OWNER, REGISTRY, 1n],
    })
    expect(changeName.request({ to: REGISTRY, data: transfer, summary: [] }, ctx)).toMatchObject({
      functionName: 'safeTransferFrom',
    })
    // Another contract, or a registry call modify never prepares, is refused.
    expect(() =>
      changeName.request({ to: `0x${'66'.repeat(20)}`, data: setText, summary: [] }, ctx),
    ).toThrow()
    const approve = encodeFunctionData({
      abi: Registry.abi,
      functionName: 'setApprovalForAll',
      args: [OWNER, true],
    })
    expect(() => changeName.request({ to: REGISTRY, data: approve, summary: [] }, ctx)).toThrow()
  })
})

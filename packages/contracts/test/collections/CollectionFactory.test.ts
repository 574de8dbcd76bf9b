import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import * as CollectionFactory from '../../src/artifacts/CollectionFactory.ts'
import * as KidERC721 from '../../src/artifacts/KidERC721.ts'
import * as KidERC1155 from '../../src/artifacts/KidERC1155.ts'
import { useChain } from '../fixtures/chain.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('CollectionFactory', () => {
  const chain = useChain()

  it('deploys a creator collection as a minimal proxy in one transaction, owned by the creator', async () => {
    const { alice, bob } = chain.wallets
    const factory = chain.deployment.contracts.collectionFactory
    for (const [fn, abi] of [
      ['create721', KidERC721.abi],
      ['create1155', KidERC1155.abi],
    ] as const) {
      const receipt = await chain.write(alice, {
        address: factory,
        abi: CollectionFactory.abi,
        functionName: fn,
        args: ['Mine', 'MINE'],
      })
      expect(receipt.gasUsed).toBeLessThan(300_000n)
      const [log] = parseEventLogs({
        abi: CollectionFactory.abi,
        logs: receipt.logs,
        eventName: 'CollectionCreated',
      })
      const collection = log?.args.collection ?? '0x'
      expect(((await chain.client.getCode({ address: collection }))?.length ?? 0) / 2 - 1).toBe(45)
      expect(await chain.client.readContract({ address: collection, abi, functionName: 'owner' })).toBe(
        alice.account.address,
      )
      expect(await chain.client.readContract({ address: collection, abi, functionName: 'name' })).toBe('Mine')
      const mintArgs =
        fn === 'create721'
          ? [bob.account.address, '', bob.account.address, 0]
          : [bob.account.address, 1n, '', bob.account.address, 0]
      await expectRevert(
        chain.write(bob, { address: collection, abi, functionName: 'mint', args: mintArgs }),
        'AddressInvalid',
        [bob.account.address],
      )
      await chain.write(alice, { address: collection, abi, functionName: 'mint', args: mintArgs })
    }
  })
})

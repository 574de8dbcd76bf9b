import { describe, expect, it } from 'vitest'
import * as Actuator from '../../src/artifacts/Actuator.ts'
import * as Pad721 from '../../src/artifacts/Pad721.ts'
import { useChain } from '../fixtures/chain.ts'
import { createDrop } from '../fixtures/launchpad.ts'
import { expectRevert } from '../fixtures/revert.ts'

describe('Actuator', () => {
  const chain = useChain()

  it('deploys an initialised drop as a minimal proxy', async () => {
    const drop = await createDrop(chain, { name: 'Genesis', total: 42 })
    const code = await chain.client.getCode({ address: drop })
    expect((code?.length ?? 0) / 2 - 1).toBe(45) // EIP-1167 runtime size
    const config = (await chain.client.readContract({
      address: drop,
      abi: Pad721.abi,
      functionName: 'config',
    })) as {
      name: string
      total: number
      owner: string
    }
    expect(config).toMatchObject({ name: 'Genesis', total: 42, owner: chain.wallets.creator.account.address })
  })

  it('creates drops for the platform only, and refuses a broken init record', async () => {
    const { mallory } = chain.wallets
    const drop = await createDrop(chain)
    const init = await chain.client.readContract({ address: drop, abi: Pad721.abi, functionName: 'config' })
    const create = (args: typeof init) =>
      chain.write(mallory, {
        address: chain.deployment.contracts.actuator,
        abi: Actuator.abi,
        functionName: 'create',
        args: [args],
      })
    await expectRevert(create(init), 'OwnableUnauthorizedAccount', [mallory.account.address])
    await expectRevert(createDrop(chain, { royal: 1001 }), 'CheckFail')
    await expectRevert(
      createDrop(chain, { receiver: '0x0000000000000000000000000000000000000000' }),
      'ZeroAddress',
    )
  })
})

import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import * as Actuator from '../../src/artifacts/Actuator.ts'
import * as Pad721 from '../../src/artifacts/Pad721.ts'
import { useChain } from '../fixtures/chain.ts'
import { approve, createDrop, dropInit, sendCreate } from '../fixtures/launchpad.ts'
import { expectRevert } from '../fixtures/revert.ts'
import { highS } from '../fixtures/signers.ts'

describe('Actuator', () => {
  const chain = useChain()

  it('deploys an initialised drop as a minimal proxy owned by the creator who sent it', async () => {
    const drop = await createDrop(chain, { name: 'Genesis', total: 42 })
    const code = await chain.client.getCode({ address: drop })
    expect((code?.length ?? 0) / 2 - 1).toBe(45) // EIP-1167 runtime size
    const config = (await chain.client.readContract({
      address: drop,
      abi: Pad721.abi,
      functionName: 'config',
    })) as { name: string; total: number; owner: string }
    expect(config).toMatchObject({ name: 'Genesis', total: 42, owner: chain.wallets.creator.account.address })
  })

  it('announces the application it fulfils and spends it', async () => {
    const approval = await approve(chain, await dropInit(chain), 7n)
    const receipt = await sendCreate(chain, chain.wallets.creator, approval)
    const [log] = parseEventLogs({ abi: Actuator.abi, logs: receipt.logs, eventName: 'DropCreated' })
    expect(log?.args).toMatchObject({ application: 7n, owner: chain.wallets.creator.account.address })
    const used = (n: bigint) =>
      chain.client.readContract({
        address: chain.deployment.contracts.actuator,
        abi: Actuator.abi,
        functionName: 'applicationUsed',
        args: [n],
      })
    expect([await used(7n), await used(8n)]).toEqual([true, false])
  })

  it('refuses a replayed approval, even for a second drop with the same terms', async () => {
    const approval = await approve(chain, await dropInit(chain))
    await sendCreate(chain, chain.wallets.creator, approval)
    await expectRevert(sendCreate(chain, chain.wallets.creator, approval), 'ValidationFailed')
    await expectRevert(
      sendCreate(chain, chain.wallets.creator, { ...approval, signature: highS(approval.signature) }),
      'ValidationFailed',
    )
  })

  it('refuses an expired approval', async () => {
    const approval = await approve(chain, await dropInit(chain), 1n, (await chain.now()) + 60n)
    await chain.warp(61)
    await expectRevert(sendCreate(chain, chain.wallets.creator, approval), 'ValidationFailed')
  })

  it('refuses an approval whose init record or application was altered after signing', async () => {
    const approval = await approve(chain, await dropInit(chain))
    const { init } = approval
    for (const altered of [
      { ...init, fee: 0n },
      { ...init, total: init.total + 1 },
      { ...init, singleAdd: 100 },
      { ...init, receiver: chain.wallets.mallory.account.address },
      { ...init, whiteRoot: `0x${'ab'.repeat(32)}` as const },
      { ...init, name: 'Other' },
      { ...init, isWhite: true },
    ]) {
      await expectRevert(
        sendCreate(chain, chain.wallets.creator, { ...approval, init: altered }),
        'ValidationFailed',
      )
    }
    await expectRevert(
      sendCreate(chain, chain.wallets.creator, { ...approval, application: approval.application + 1n }),
      'ValidationFailed',
    )
    await expectRevert(
      sendCreate(chain, chain.wallets.creator, { ...approval, deadline: approval.deadline + 1n }),
      'ValidationFailed',
    )
  })

  it('lets only the init owner send it, and trusts only the platform signer', async () => {
    const { mallory, creator } = chain.wallets
    const approval = await approve(chain, await dropInit(chain))
    await expectRevert(sendCreate(chain, mallory, approval), 'AddressMismatch', [
      creator.account.address,
      mallory.account.address,
    ])
    // Mallory cannot approve her own drop either, nor swap the platform signer.
    const forged = await approve(
      chain,
      await dropInit(chain, { owner: mallory.account.address }),
      1n,
      undefined,
      mallory,
    )
    await expectRevert(sendCreate(chain, mallory, forged), 'ValidationFailed')
    await expectRevert(
      chain.write(mallory, {
        address: chain.deployment.contracts.actuator,
        abi: Actuator.abi,
        functionName: 'setSigner',
        args: [mallory.account.address],
      }),
      'OwnableUnauthorizedAccount',
      [mallory.account.address],
    )
  })

  it('refuses a broken init record even when signed', async () => {
    await expectRevert(createDrop(chain, { royal: 1001 }), 'CheckFail')
    await expectRevert(createDrop(chain, { singleAdd: 2, singleTim: 3 }), 'CheckFail')
    await expectRevert(
      createDrop(chain, { receiver: '0x0000000000000000000000000000000000000000' }),
      'ZeroAddress',
    )
  })
})

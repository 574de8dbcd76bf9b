import * as Actuator from '@kid/contracts/artifacts/Actuator'
import * as Pad721 from '@kid/contracts/artifacts/Pad721'
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import { type DemoActor, type DemoStep, until } from '../../platform/demo.ts'
import { apply, deployApproval } from './applications.ts'
import { type LaunchpadDeps, secondsOf } from './deps.ts'
import { dropOperations } from './operators.ts'
import { dropRow, whitelistProof } from './reads.ts'

const DAY = 86_400

/**
 * The demo's launchpad, made through the real flows: two creators apply (one with a whitelist of
 * the collectors), the operator approves, each creator's wallet sends ACTUATOR.create with the
 * signed approval, and the whitelisted collectors mint the live drop with their proofs. The other
 * drop opens in three days, so the calendar and the reminders have something upcoming.
 */
export function launchpadDemo(deps: LaunchpadDeps): DemoStep {
  const deploy = async (creator: DemoActor, id: number) => {
    const a = await deployApproval(deps, { userId: creator.userId, wallet: creator.wallet }, id)
    const init = { ...a.init, fee: BigInt(a.init.fee) } as never
    await creator.send({
      to: a.actuator as Address,
      data: encodeFunctionData({
        abi: Actuator.abi,
        functionName: 'create',
        args: [init, BigInt(a.application), BigInt(a.deadline), a.signature as Hex],
      }),
    })
    // Read as its creator: the public read does not show a drop before it is deployed.
    return until(
      `drop ${id} deployed`,
      async () => (await dropRow(deps, id, creator.userId)).address ?? undefined,
    )
  }
  return {
    name: 'launchpad drops',
    async run({ creators, collectors, log }) {
      const [first, second] = creators
      if (!first || !second) return
      const { list } = await deps.market.collections.list({ page: 1, size: 2, sort: 'newest' })
      const [coverA, coverB] = [list[0]?.coverUrl, list[1]?.coverUrl ?? list[0]?.coverUrl]
      if (!coverA || !coverB) throw new Error('demo: no collection picture to show on the drops')
      const now = secondsOf(deps.now())
      const fee = parseEther('0.01')
      const live = await apply(deps, first, {
        name: 'Neon Tides',
        symbol: 'TIDE',
        description: 'Two hundred tide pools, drawn one night at a time. Whitelist first, then everyone.',
        media: coverA,
        start: now - 600,
        end: now + 2 * DAY,
        total: 200,
        singleAdd: 5,
        singleTim: 3,
        fee: fee.toString(),
        royal: 500,
        isWhite: true,
        whitelist: collectors.map((c) => c.wallet).join('\n'),
      })
      const upcoming = await apply(deps, second, {
        name: 'Paper Moons',
        symbol: 'MOON',
        description: 'A public drop of folded-paper moons, opening soon.',
        media: coverB,
        start: now + 3 * DAY,
        end: now + 10 * DAY,
        total: 500,
        singleAdd: 10,
        singleTim: 5,
        fee: parseEther('0.02').toString(),
        royal: 750,
        isWhite: false,
        whitelist: '',
      })
      const operators = dropOperations(deps.db)
      await operators.approve(live.id, 'demo')
      await operators.approve(upcoming.id, 'demo')
      const drop = (await deploy(first, live.id)) as Address
      await deploy(second, upcoming.id)
      for (const [i, collector] of collectors.slice(0, 3).entries()) {
        const { proof } = await whitelistProof(deps, live.id, collector.wallet.toLowerCase())
        const quantity = BigInt(i + 1)
        await collector.send({
          to: drop,
          data: encodeFunctionData({
            abi: Pad721.abi,
            functionName: 'mint',
            args: [quantity, proof as Hex[]],
          }),
          value: fee * quantity,
        })
      }
      await until('the live drop mints', async () =>
        (await dropRow(deps, live.id)).minted >= 6 ? true : undefined,
      )
      log(`demo: launchpad drops ${live.id} (live) and ${upcoming.id} (upcoming)`)
    },
  }
}

import * as BlindBox from '@kid/contracts/artifacts/BlindBox'
import type {
  BoxView,
  ExchangeBody,
  ExchangeResult,
  MintSignature,
  OpenSignature,
} from '@kid/shared/bbox-calls'
import { type Address, encodeFunctionData } from 'viem'
import { type DemoActor, type DemoStep, until } from '../../platform/demo.ts'
import type { SeriesInput } from './series.ts'

/** The module's calls the demo acts through (service.ts). */
type Calls = {
  series: { create(input: SeriesInput): Promise<{ id: number; name: string }> }
  exchange(userId: number, body: ExchangeBody): Promise<ExchangeResult>
  signMint(asker: { userId: number; ip: string; wallet: Address }, code: string): Promise<MintSignature>
  signOpen(wallet: Address, tokenId: string): Promise<OpenSignature>
  detail(tokenId: string, wallet: Address | null): Promise<BoxView>
}

/** The demo series: its art is in apps/web/public/images/bbox. */
const NIGHT_GARDEN = {
  name: 'Night Garden',
  description:
    'Flowers that only open after dark. Every box holds one; the rarer they are, the brighter they glow.',
  media: '/images/bbox/night-garden.svg',
  price: '20',
  tiers: [
    {
      name: 'Moonflower',
      image: '/images/bbox/moonflower.svg',
      weight: 70,
      description: 'Pale petals under a full moon.',
    },
    {
      name: 'Starlily',
      image: '/images/bbox/starlily.svg',
      weight: 25,
      description: 'Blue as the hour before dawn.',
    },
    {
      name: 'Nightbloom',
      image: '/images/bbox/nightbloom.svg',
      weight: 5,
      description: 'Blooms once a year, for one night.',
    },
  ],
}

/**
 * The demo's blind boxes, made as members make them (after the rewards step paid their CBK): a
 * series published on chain, three collectors exchanging CBK for a code, minting their box from
 * their wallet with the signed reservation, and two of them opening it.
 */
export function bboxDemo(bbox: Calls): DemoStep {
  const mint = (member: DemoActor, s: MintSignature) =>
    member.send({
      to: s.contract,
      data: encodeFunctionData({
        abi: BlindBox.abi,
        functionName: 'mint',
        args: [s.minter, BigInt(s.counter), s.cdkey, BigInt(s.deadline), s.signature],
      }),
    })
  const asker = (member: DemoActor) => ({ userId: member.userId, ip: '127.0.0.1', wallet: member.wallet })
  return {
    name: 'blind boxes',
    async run({ collectors, log }) {
      const series = await bbox.series.create(NIGHT_GARDEN)
      const minters = collectors.slice(0, 3)
      const boxes: { member: DemoActor; tokenId: string }[] = []
      for (const member of minters) {
        const { code } = await bbox.exchange(member.userId, {
          seriesId: series.id,
          requestId: `demo-box-${member.userId}`,
        })
        const signed = await bbox.signMint(asker(member), code)
        await mint(member, signed)
        boxes.push({ member, tokenId: BigInt(signed.cdkey).toString() })
      }
      for (const { member, tokenId } of boxes.slice(0, 2)) {
        await until(`${member.username}'s box`, async () =>
          (await bbox.detail(tokenId, member.wallet).catch(() => undefined)) ? true : undefined,
        )
        const open = await bbox.signOpen(member.wallet, tokenId)
        await member.send({
          to: open.contract,
          data: encodeFunctionData({
            abi: BlindBox.abi,
            functionName: 'open',
            args: [BigInt(open.tokenId), open.salt, open.signature],
          }),
        })
      }
      log(`demo: blind-box series ${series.name}, ${boxes.length} boxes minted, 2 opened`)
    },
  }
}

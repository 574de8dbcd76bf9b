import * as Registry from '@kid/contracts/artifacts/Registry'
import { labelProblem } from '@kid/shared/kns/names'
import type { KnsMint } from '@kid/shared/kns/views'
import { type Address, encodeFunctionData } from 'viem'
import type { ChainRuntime } from '../../platform/chain/chain.ts'
import { type DemoActor, type DemoStep, until } from '../../platform/demo.ts'
import type { AutoRenew } from './autorenew.ts'
import type { KnsService } from './service.ts'

/** The registry's shortest term: the demo's name near expiry (its 7- and 1-day reminders are planned). */
const SHORT_TERM_DAYS = 28

/** A member's name from their username ('demo_mira_okafor' → 'mira_okafor'), or undefined when none fits the rules. */
const labelFor = (member: DemoActor) => {
  const label = member.username.toLowerCase().replace(/^demo_/, '')
  return labelProblem(label) === undefined ? label : undefined
}

/**
 * The demo's .kid names, made as members make them: each asks `mint` for the server's signature
 * and sends REGISTRY.register from their own wallet, paying the signed price. Every creator's name
 * becomes their default name (so it replaces their address wherever KID shows it); one collector's
 * runs only 28 days, so "My names" has a name near expiry; one creator adds a bio through `modify`;
 * the first of them whose spending balance (the spending demo's deposits) covers a year switches
 * auto-renew on, where the platform has a relayer.
 */
export function knsDemo(deps: { chain: ChainRuntime; service: KnsService; autoRenew: AutoRenew }): DemoStep {
  const register = async (member: DemoActor, signed: KnsMint) => {
    await member.send({
      to: signed.registry,
      value: BigInt(signed.price),
      data: encodeFunctionData({
        abi: Registry.abi,
        functionName: 'register',
        args: [
          signed.label,
          signed.owner,
          BigInt(signed.duration),
          signed.currency,
          BigInt(signed.price),
          signed.whitelisted,
          signed.setDefault,
          BigInt(signed.deadline),
          signed.signature,
        ],
      }),
    })
  }
  const autoRenewOne = async (holders: (readonly [DemoActor, string])[]) => {
    for (const [member, label] of holders) {
      await until(`${label}.kid in the mirror`, async () =>
        (await deps.service.state(label)).holder === member.wallet.toLowerCase() ? true : undefined,
      )
      const view = await deps.autoRenew.view(member.userId, label)
      if (BigInt(view.balance) < BigInt(view.yearlyUsdt)) continue
      await deps.autoRenew.set(member.userId, { domain: label, on: true })
      return label
    }
    return undefined
  }
  return {
    name: '.kid names',
    async run({ creators, collectors, log }) {
      const named: DemoActor[] = []
      for (const member of creators) {
        const label = labelFor(member)
        if (!label) continue
        await register(
          member,
          await deps.service.mint(member.userId, { domain: label, years: 1, setDefault: true }),
        )
        named.push(member)
      }
      const [short] = collectors.flatMap((m) => (labelFor(m) ? [m] : []))
      const shortLabel = short && labelFor(short)
      if (short && shortLabel)
        await register(short, await deps.service.mintForDays(short.userId, shortLabel, SHORT_TERM_DAYS))
      for (const member of named)
        await until(
          `${member.username}'s default name`,
          async () => (await deps.service.defaults.one(member.wallet)).name ?? undefined,
        )
      const [first] = named
      const firstLabel = first && labelFor(first)
      if (first && firstLabel) {
        const change = await deps.service.modify(first.userId, {
          domain: firstLabel,
          action: 'records',
          texts: { bio: `${first.username} makes things on KID.` },
          setDefault: false,
        })
        await first.send({ to: change.to as Address, data: change.data })
      }
      const holders = [
        ...(short && shortLabel ? [[short, shortLabel] as const] : []),
        ...named.map((m) => [m, labelFor(m) ?? ''] as const),
      ]
      const renewing = deps.autoRenew.offered ? await autoRenewOne(holders) : undefined
      log(
        `demo: ${named.length + (short ? 1 : 0)} .kid names, ${named.length} of them default names` +
          (renewing ? `, ${renewing}.kid auto-renewed` : ''),
      )
    },
  }
}

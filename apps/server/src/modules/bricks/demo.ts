import type { ClaimBody, SocialSaveBody } from '@kid/shared/bricks-calls'
import type { DemoStep } from '../../platform/demo.ts'

type Claims = {
  claim(userId: number, body: ClaimBody): Promise<unknown>
  saveSocial(userId: number, body: SocialSaveBody): Promise<unknown>
}

/**
 * The demo's rewards, claimed as members claim them: everyone's welcome gift, the collectors'
 * check-in today, and the creators' X handles linked (each claim pays through the ledger once).
 * Handles are the demo usernames, marked demo as everything the demo makes.
 */
export function bricksDemo(bricks: Claims): DemoStep {
  return {
    name: 'rewards',
    async run({ creators, collectors, log }) {
      for (const member of [...creators, ...collectors])
        await bricks.claim(member.userId, { task: 'welcome' })
      for (const member of collectors) await bricks.claim(member.userId, { task: 'daily-checkin' })
      for (const member of creators)
        await bricks.saveSocial(member.userId, { platform: 'twitter', handle: demoHandle(member.username) })
      log(`demo: rewards for ${creators.length + collectors.length} members`)
    },
  }
}

/** demo_mira_okafor → demomira_okafor: within X's 15 characters, and still saying demo. */
const demoHandle = (username: string) => `demo${username.replace(/^demo_/, '')}`.slice(0, 15)

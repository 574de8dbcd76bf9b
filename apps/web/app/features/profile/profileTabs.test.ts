import type { CreatorProfile } from '@kid/shared/market/creators'
import { describe, expect, it } from 'vitest'
import { emptyTab, fullerTab, PROFILE_TABS, type ProfileViewer, profileTabOf } from './profileTabs.ts'

const connect = { label: 'Connect a wallet', onClick: () => undefined }
const viewer = (own: boolean, wallet: boolean): ProfileViewer => ({ own, wallet, name: 'lumen', connect })
const labels = (v: ProfileViewer) => PROFILE_TABS.map((tab) => emptyTab(tab, v).actions.map((a) => a.label))

describe('the profile tabs', () => {
  it('are created, collected, on sale and activity, created by default', () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual(['Created', 'Collected', 'On sale', 'Activity'])
    expect(profileTabOf('onsale').id).toBe('onsale')
    expect(profileTabOf('posts').id).toBe('created')
    expect(profileTabOf(undefined).id).toBe('created')
  })

  it('offer their owner the next step when empty: create, explore, sell', () => {
    expect(labels(viewer(true, true))).toEqual([
      ['Create your first NFT', 'Explore the marketplace'],
      ['Explore the marketplace'],
      ['Sell an NFT', 'Create your first NFT'],
      ['Create your first NFT', 'Explore the marketplace'],
    ])
  })

  it('ask an owner without a wallet to connect one first, since every list is of a wallet', () => {
    expect(labels(viewer(true, false))).toEqual(PROFILE_TABS.map(() => ['Connect a wallet']))
    expect(emptyTab(profileTabOf('created'), viewer(true, false)).text).toMatch(/no wallet is bound/)
  })

  it('tell anyone else whose list is empty, and send them to the marketplace', () => {
    const created = emptyTab(profileTabOf('created'), viewer(false, true))
    expect(created).toMatchObject({ title: 'No creations yet', text: 'lumen has not minted an NFT yet.' })
    expect(labels(viewer(false, false))).toEqual(PROFILE_TABS.map(() => ['Explore the marketplace']))
  })

  it('offer a visitor on an empty tab the first tab that has something, by the profile figures', () => {
    const collector = { created: 0, collected: 12, onSale: 3 } as CreatorProfile
    const created = profileTabOf('created')
    const hrefOf = (tab: string) => `/personal/marketplace/${tab}/7`
    const fuller = fullerTab(collector, created, hrefOf)
    expect(fuller).toEqual({ to: '/personal/marketplace/collected/7', label: 'See 12 collected' })
    expect(fullerTab(collector, profileTabOf('collected'), hrefOf)?.label).toBe('See 3 on sale')
    const nothing = { created: 0, collected: 0, onSale: 0 } as CreatorProfile
    expect(fullerTab(nothing, created, hrefOf)).toBeUndefined()
    const empty = emptyTab(created, { ...viewer(false, true), fuller })
    expect(empty.actions.map((a) => a.label)).toEqual(['See 12 collected', 'Explore the marketplace'])
    // The owner is offered their own next step instead.
    expect(emptyTab(created, { ...viewer(true, true), fuller }).actions[0].label).toBe(
      'Create your first NFT',
    )
  })
})

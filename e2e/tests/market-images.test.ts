import { randomBytes } from 'node:crypto'
import type { Locator } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE } from '../support/browser.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'
import { itemIdByName } from '../support/market.ts'
import { mintMany, walletCreator } from '../support/market-catalog.ts'

/** Each picture's shown width beside the width its `sizes` gives for this viewport, and its srcset. */
function widths(pictures: Locator) {
  return pictures.evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => {
      const entries = image.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim())
      const chosen = entries.find((entry) => {
        const condition = entry.match(/^(\([^)]*\))\s/)?.[1]
        return condition === undefined || matchMedia(condition).matches
      })
      const probe = document.body.appendChild(document.createElement('div'))
      probe.style.cssText = `position:absolute;width:${chosen?.replace(/^\([^)]*\)\s+/, '')}`
      const said = probe.getBoundingClientRect().width
      probe.remove()
      return {
        shown: Math.round(image.getBoundingClientRect().width),
        said: Math.round(said),
        srcset: image.srcset,
      }
    }),
  )
}

describe.runIf(hasChromium)('item pictures', () => {
  const { open, baseURL } = useBrowser()
  const prefix = `Pic${randomBytes(4).toString('hex')}`
  beforeAll(async () => {
    await mintMany(baseURL, await walletCreator(baseURL), prefix, 7)
  })

  it.each([
    ['a phone', MOBILE],
    ['a desktop', DESKTOP],
  ])(
    'on cards say on %s the width they are shown at, with both thumbnails to choose from',
    async (_, device) => {
      const page = await open(device)
      await page.goto(`/marketplace?q=${prefix}`)
      const pictures = page.getByRole('list', { name: 'Items' }).getByRole('img')
      await expect.poll(() => pictures.count()).toBe(7)
      await pictures.last().scrollIntoViewIfNeeded()
      await expect.poll(async () => (await widths(pictures)).every((p) => p.srcset !== '')).toBe(true)
      for (const picture of await widths(pictures)) {
        expect(picture.said).toBe(picture.shown)
        expect(picture.srcset).toMatch(/\.thumb300\.webp 300w, .*\.thumb600\.webp 600w$/)
      }
    },
  )

  it('on cards come with the page for the first row of the marketplace, the rest as they near the screen', async () => {
    const html = await (await fetch(`${baseURL}/marketplace?q=${prefix}`)).text()
    const start = html.indexOf('aria-label="Items"')
    const list = html.slice(start, html.indexOf('</ul>', start))
    const pictures = list.match(/<img [^>]*>/g) ?? []
    expect(pictures.map((img) => img.includes(' src="'))).toEqual([...Array(5).fill(true), false, false])
  })

  it('is fetched first on the item page: preloaded from the head with its srcset, at high priority, never lazy', async () => {
    const html = await (
      await fetch(`${baseURL}/nftdetails?id=${await itemIdByName(baseURL, `${prefix} 1`)}`)
    ).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? ''
    expect(preload).toMatch(
      /imageSrcSet="[^"]*\.thumb300\.webp 300w, [^"]*\.thumb600\.webp 600w, [^"]*\.png 1200w"/,
    )
    expect(preload).toContain('fetchPriority="high"')
    const picture = html.match(new RegExp(`<img [^>]*alt="${prefix} 1"[^>]*>`))?.[0] ?? ''
    expect(picture).toContain('fetchPriority="high"')
    expect(picture).not.toContain('loading="lazy"')
  })
})

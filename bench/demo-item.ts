// An item page of a platform started with DEMO_DATA=1, once its demo world is made.

const WAIT_S = 600

/**
 * Resolves once the platform's demo world is made, as /readyz reports it under `background.demo`.
 * Measured while it is still being seeded, a page waits on a server and a chain busy minting, and
 * Lighthouse's figures then vary by a second of LCP from run to run. A platform that does not report
 * it (a baseline from before it did) resolves at once.
 */
async function demoWorldMade(url: string): Promise<void> {
  for (let waited = 0; waited < WAIT_S; waited += 2) {
    const { data } = (await fetch(`${url}/readyz`).then((res) => res.json())) as {
      data: { background?: { demo?: string } }
    }
    const demo = data.background?.demo
    if (demo === 'failed') throw new Error('the demo world failed to seed (see the platform log)')
    if (demo === undefined || demo === 'ready' || demo === 'not needed') return
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  throw new Error(`the demo world was not made within ${WAIT_S} s`)
}

/** The first item page /marketplace links to, once the demo world is made (or has minted one). */
export async function firstItemPath(url: string): Promise<string> {
  await demoWorldMade(url)
  for (let waited = 0; waited < WAIT_S; waited += 2) {
    const html = await fetch(`${url}/marketplace`).then((res) => res.text())
    const href = /href="(\/nftdetails\?id=\d+)"/.exec(html)?.[1]
    if (href) return href
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  throw new Error('no item page appeared on /marketplace')
}

// An item page of a platform started with DEMO_DATA=1, once its demo world has minted one.

/** The first item page /marketplace links to; waits up to four minutes for the demo world. */
export async function firstItemPath(url: string): Promise<string> {
  for (let tries = 0; tries < 120; tries++) {
    const html = await fetch(`${url}/marketplace`).then((res) => res.text())
    const href = /href="(\/nftdetails\?id=\d+)"/.exec(html)?.[1]
    if (href) return href
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  throw new Error('no item page appeared on /marketplace')
}

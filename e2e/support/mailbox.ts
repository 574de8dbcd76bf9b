import { expect } from 'vitest'

export type Mail = { to: string; subject: string; text: string; html: string | null }

/**
 * The newest message the platform sent to an address, read from the development outbox
 * (/dev/mailbox.json), waiting until it has arrived.
 */
export async function mailTo(baseURL: string, to: string): Promise<Mail> {
  let newest: Mail | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
        const body = (await res.json()) as { data: Mail[] }
        newest = body.data[0]
        return newest
      },
      { timeout: 15_000 },
    )
    .toBeDefined()
  if (!newest) throw new Error(`no mail to ${to}`)
  return newest
}

/** The first link in a text whose path starts with the given prefix. */
export function linkIn(text: string, pathPrefix: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix))
  if (!url) throw new Error(`no link to ${pathPrefix} in: ${text}`)
  return url
}

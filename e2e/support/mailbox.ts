export type Mail = { to: string; subject: string; text: string; html: string | null }

/**
 * The newest message the platform sent to an address, read from the development outbox
 * (/dev/mailbox.json), waiting up to 15 s for it to arrive — for one with `subject` when given:
 * mail goes out through the job queue, so an earlier mail may still be the newest for a moment.
 * Plain polling, so that the benchmarks can use it outside the test runner too.
 */
export async function mailTo(baseURL: string, to: string, subject?: string): Promise<Mail> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const res = await fetch(`${baseURL}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
    const newest = ((await res.json()) as { data: Mail[] }).data[0]
    if (newest && (subject === undefined || newest.subject === subject)) return newest
    if (Date.now() > deadline)
      throw new Error(`no mail${subject ? ` "${subject}"` : ''} to ${to} within 15 s`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** The first link in a text whose path starts with the given prefix. */
export function linkIn(text: string, pathPrefix: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix))
  if (!url) throw new Error(`no link to ${pathPrefix} in: ${text}`)
  return url
}

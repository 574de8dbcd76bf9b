import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

type Received = { from: string | undefined; to: string[]; raw: string }

/**
 * A real SMTP server on a free port, keeping what it is sent. While `refusing` is set it answers
 * every recipient with a temporary failure (451), as a mail server that is down for maintenance.
 */
export async function startSmtp() {
  const received: Received[] = []
  const state = { refusing: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback()
      const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
      callback(error)
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = session.envelope
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : undefined,
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

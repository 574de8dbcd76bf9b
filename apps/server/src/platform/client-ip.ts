import { BlockList, isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** The client IP of spec 000 §9, believing forwarding headers only from trusted proxies. */
    readonly clientIp: string
  }
}

const LOOPBACK: ReadonlyArray<[string, number]> = [
  ['127.0.0.0', 8],
  ['::1', 128],
]

/**
 * The proxies whose forwarding headers are believed: node:net's BlockList matches addresses against
 * IPs and CIDRs without a dependency. Each check builds a SocketAddress (a twentieth of an open
 * call's CPU), so a peer is judged once per connection, and not at all when nobody is trusted.
 */
export type TrustedProxies = { trusts(peer: string, socket: object): boolean }

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  if (entries.length === 0) return { trusts: () => false }
  const list = new BlockList()
  for (const entry of entries) {
    const subnets = entry === 'loopback' ? LOOPBACK : [parseEntry(entry)]
    for (const [address, prefix] of subnets) list.addSubnet(address, prefix, family(address))
  }
  // A socket's peer never changes, and keep-alive connections carry many requests.
  const judged = new WeakMap<object, boolean>()
  return {
    trusts(peer, socket) {
      let trusted = judged.get(socket)
      if (trusted === undefined) {
        trusted = list.check(peer, family(peer))
        judged.set(socket, trusted)
      }
      return trusted
    },
  }
}

function parseEntry(entry: string): [string, number] {
  const [address = '', prefix] = entry.split('/')
  if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`)
  return [address, prefix === undefined ? (isIP(address) === 6 ? 128 : 32) : Number(prefix)]
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** A v4 peer on a dual-stack socket shows as ::ffff:a.b.c.d. */
const unmap = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)

/** What the client's address is read from: a request, or a WebSocket upgrade's raw request. */
type Peer = Pick<FastifyRequest, 'headers' | 'socket'>

function header(request: Peer, name: string): string | undefined {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
}

/**
 * real-ip header, else the first x-forwarded-for entry, else the socket address (spec 000 §9) —
 * but the headers count only when the socket peer is a trusted proxy; anyone else could forge them.
 */
export function clientIpOf(request: Peer, trusted: TrustedProxies): string {
  const peer = unmap(request.socket.remoteAddress ?? '')
  if (!peer || !trusted.trusts(peer, request.socket)) return peer
  const forwarded = header(request, 'x-real-ip') ?? header(request, 'x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || peer
}

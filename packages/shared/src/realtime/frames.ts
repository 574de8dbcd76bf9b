import type { RealtimeMessage } from './events.ts'

/**
 * The realtime channel's wire (docs/realtime.md): one WebSocket at this path, outside /api because
 * a browser cannot set the signature header on a WebSocket.
 */
export const REALTIME_PATH = '/realtime'

/** The query parameter naming the last event id a reconnecting client has seen (resume). */
export const RESUME_PARAM = 'after'

/** What the server sends. Every frame is one JSON text. */
export type ServerFrame =
  /** One event of the map in events.ts; ids only grow, so a client drops an id it already has. */
  | ({ type: 'event' } & RealtimeMessage)
  /**
   * The backlog after the resume id has been sent; what follows is live. `last` is the id to resume
   * after: the newest event sent, or for a fresh connection the newest that existed when it opened
   * (a page that just loaded read the current state; it needs only what happens from now on).
   */
  | { type: 'ready'; last: string }
  /** The answer to the client's ping. */
  | { type: 'pong' }
  /** A frame the server did not understand (a code of codes.ts); the socket stays open. */
  | { type: 'error'; code: number; msg: string }

/** What a client may send: a ping, answered by a pong (browsers cannot see the server's pings). */
export type ClientFrame = { type: 'ping' }

/** Close codes of the channel (4000–4999 are the application's own, RFC 6455 §7.4.2). */
export const RealtimeClose = {
  /** The client read too slowly (too much waiting to be sent): reconnect and resume. */
  SLOW: 4000,
  /** The session ended (signed out, revoked, blacklisted): do not reconnect until signed in again. */
  SESSION_ENDED: 4401,
} as const

/** Incoming frames larger than this close the socket (1009): the client's frames are tiny. */
export const MAX_CLIENT_FRAME_BYTES = 4096

/**
 * Room names. A socket joins its member's room when it connects; messaging will add conversation
 * rooms (a member's sockets join the conversations they take part in). The name is stored with
 * each event, so resume reads a socket's rooms' events.
 */
export const memberRoom = (userId: number) => `member:${userId}`
/** Every socket's room: news for everyone on the site (a drop's live minted counter). */
export const SITE_ROOM = 'site'
export const conversationRoom = (conversationId: number | string) => `conversation:${conversationId}`

/** The sockets of this copy by room. */
export class Rooms<Member> {
  private readonly byRoom = new Map<string, Set<Member>>()

  join(room: string, member: Member): void {
    let members = this.byRoom.get(room)
    if (!members) {
      members = new Set()
      this.byRoom.set(room, members)
    }
    members.add(member)
  }

  leave(room: string, member: Member): void {
    const members = this.byRoom.get(room)
    if (!members) return
    members.delete(member)
    if (members.size === 0) this.byRoom.delete(room)
  }

  in(room: string): ReadonlySet<Member> {
    return this.byRoom.get(room) ?? new Set()
  }

  get size(): number {
    return this.byRoom.size
  }
}

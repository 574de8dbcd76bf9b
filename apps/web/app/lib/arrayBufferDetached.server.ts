/**
 * `ArrayBuffer.prototype.detached` (ES2024) where the runtime lacks it: Node 20 does, Node 22 has
 * it. React's web-streams renderer checks for it when it loads: without it, the development build
 * warns on every process's first empty chunk that it cannot tell an empty buffer from a detached
 * one, and the production build skips the check. Imported by entry.server.tsx before React.
 */
if (!Object.hasOwn(ArrayBuffer.prototype, 'detached')) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      if (this.byteLength !== 0) return false
      // Only a detached buffer refuses a view: an empty one takes an empty view.
      try {
        new Uint8Array(this)
        return false
      } catch {
        return true
      }
    },
  })
}

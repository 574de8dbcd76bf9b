import { describe, expect, it } from 'vitest'
import './arrayBufferDetached.server.ts'

// The project's lib (ES2023) does not declare the property yet.
const detached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached

describe('ArrayBuffer.prototype.detached', () => {
  it('tells a detached buffer from an empty one and a full one', () => {
    const moved = new ArrayBuffer(8)
    structuredClone(moved, { transfer: [moved] })
    expect(detached(moved)).toBe(true)
    expect(detached(new ArrayBuffer(0))).toBe(false)
    expect(detached(new ArrayBuffer(8))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { sourceHash } from '../scripts/sources.ts'
import { sourceHash as builtHash } from '../src/artifacts/sourceHash.ts'

describe('artifacts', () => {
  it('were built from the current sources (run `npm run build -w @kid/contracts`)', () => {
    expect(builtHash).toBe(sourceHash())
  })
})

import { describe, expect, it } from 'vitest'
import { pictureOf } from './default-names.ts'

describe('pictureOf: a .kid avatar record as a picture', () => {
  it('answers https records, normalised, so a record cannot close the page’s url() early', () => {
    expect(pictureOf('https://pics.example/alice.png')).toBe('https://pics.example/alice.png')
    expect(pictureOf('https://pics.example/a b".png')).toBe('https://pics.example/a%20b%22.png')
  })

  it('answers nothing for ipfs (no gateway yet), plain http, scripts and text that is no URL', () => {
    expect(pictureOf('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toBeNull()
    expect(pictureOf('http://plain.example/a.png')).toBeNull()
    expect(pictureOf('javascript:alert(1)')).toBeNull()
    expect(pictureOf('not a url')).toBeNull()
    expect(pictureOf(null)).toBeNull()
  })
})

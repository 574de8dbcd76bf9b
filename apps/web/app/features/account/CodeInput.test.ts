import { describe, expect, it } from 'vitest'
import { backspaceBox, typeIntoBox } from './CodeInput.tsx'

describe('code boxes', () => {
  it('advances to the next box as digits are typed', () => {
    expect(typeIntoBox('', 0, '1')).toEqual({ code: '1', focus: 1 })
    expect(typeIntoBox('12', 2, '3')).toEqual({ code: '123', focus: 3 })
    expect(typeIntoBox('123', 3, '4')).toEqual({ code: '1234', focus: 3 })
  })

  it('ignores anything but digits', () => {
    expect(typeIntoBox('1', 1, 'a')).toEqual({ code: '1', focus: 1 })
  })

  it('fills every box from a pasted code', () => {
    expect(typeIntoBox('', 0, ' 98 76 ')).toEqual({ code: '9876', focus: 3 })
    expect(typeIntoBox('', 2, '123456')).toEqual({ code: '1234', focus: 3 })
  })

  it('clears the box, or goes back one on an empty box', () => {
    expect(backspaceBox('1234', 3)).toEqual({ code: '123', focus: 3 })
    expect(backspaceBox('12', 2)).toEqual({ code: '1', focus: 1 })
    expect(backspaceBox('', 0)).toEqual({ code: '', focus: 0 })
  })
})

import { describe, expect, it } from 'vitest'
import { pleaseUseText, suspendedText, suspendedTitle, TEXT } from './texts.ts'

describe('texts', () => {
  it('keeps the typographic apostrophe of the mobile kid search warning', () => {
    expect(TEXT.kidSearchMobileWarning).toContain('It\u2019s')
    expect(TEXT.kidSearchMobileWarning).not.toContain("It's")
  })
  it('keeps the ASCII apostrophes where the spec has them', () => {
    expect(TEXT.pageNotFoundDetail).toBe("Sorry, we can't find what you're looking for.")
    expect(TEXT.captchaText).toBe("Please confirm you're not a bot")
  })
  it('has no two keys with the same text', () => {
    const values = Object.values(TEXT)
    expect(new Set(values).size).toBe(values.length)
  })
})

describe('placeholders', () => {
  it('fills the bound address', () => {
    expect(pleaseUseText('0xabc')).toBe('Please use 0xabc')
  })
  it('builds the suspension title and text for each blacklist type', () => {
    expect(suspendedTitle('account')).toBe('Account Suspended')
    expect(suspendedTitle('ip')).toBe('IP Suspended')
    expect(suspendedText('device')).toBe(
      "We've detected something out of ordinary going on with this device. Therefore we are suspending this device currently.",
    )
  })
})

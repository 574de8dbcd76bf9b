import { describe, expect, it } from 'vitest'
import { sanitizeNoticeHtml } from './sanitize.ts'

describe('a notice’s HTML', () => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitizeNoticeHtml('Your <b>Blue Cat</b> sold for <em>0.1 ETH</em>')).toBe(
      'Your <b>Blue Cat</b> sold for <em>0.1 ETH</em>',
    )
    expect(sanitizeNoticeHtml('<a href="https://kid.example/x">see</a>')).toBe(
      '<a href="https://kid.example/x" rel="noopener noreferrer nofollow" target="_blank">see</a>',
    )
  })

  it('drops scripts with their text, event handlers, javascript: links, frames and styles', () => {
    expect(sanitizeNoticeHtml('hi<script>alert(1)</script>')).toBe('hi')
    expect(sanitizeNoticeHtml('<img src=x onerror="alert(1)">pic')).toBe('pic')
    expect(sanitizeNoticeHtml('<b onclick="alert(1)" onmouseover="x()">bold</b>')).toBe('<b>bold</b>')
    expect(sanitizeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    )
    expect(sanitizeNoticeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i)
    expect(sanitizeNoticeHtml('<a href="//evil.example">x</a>')).not.toContain('evil')
    expect(sanitizeNoticeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok')
    expect(sanitizeNoticeHtml('<svg onload="alert(1)"><circle/></svg>ok')).toBe('ok')
    expect(sanitizeNoticeHtml('<span style="background:url(javascript:x)">s</span>')).toBe('<span>s</span>')
    expect(sanitizeNoticeHtml('<style>body{display:none}</style>ok')).toBe('ok')
  })
})

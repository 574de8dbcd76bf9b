import sanitizeHtml from 'sanitize-html'

/**
 * A notice's HTML as the popup may show it (spec 001 §3: HTML content): an allowlist of inline
 * formatting and links, nothing that runs. Scripts, event handlers (onerror…), styles, frames and
 * images go; a link keeps only an http(s) or mailto address (no javascript:) and opens safely.
 * Applied when a notice is written, so every reader gets clean HTML.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a', 'code'],
    // rel and target are set by the transform below, whatever the input said.
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  })
}

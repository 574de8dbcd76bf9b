/**
 * What every value a client sends must be before any schema reads it (docs/security.md "Edge
 * validation"). These rules hold for every /api route by construction, so a route's own schema
 * only states what its fields mean.
 */

/** Objects and arrays nest at most this deep: real payloads stay under 10, a bomb goes 5,000 deep. */
export const MAX_INPUT_DEPTH = 32

/**
 * C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL text cannot
 * hold NUL at all (a 500 before this rule), and the others only hide text in logs and pages.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** A surrogate without its pair: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Keys that reach Object.prototype when code copies or merges an object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/** Why a string cannot be accepted, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  const control = CONTROL.exec(text)
  if (control) return `contains the control character ${hex(control[0])}`
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode (a lone surrogate)'
  return undefined
}

/**
 * The first rule `value` breaks, as a message naming the field ('body.option.nonce'), or
 * undefined. Walks with its own stack, so no input depth can overflow the call stack.
 */
export function inputProblem(value: unknown, part: string): string | undefined {
  // Most calls send no body and an empty query or none: nothing to walk, so nothing is allocated.
  if (value === undefined || (typeof value === 'object' && value !== null && hasNoKeys(value)))
    return undefined
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: part, depth: 0 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return `${path} ${problem}`
    } else if (typeof value === 'number') {
      // JSON numbers become doubles: past 2^53 they are silently rounded, and 1e999 is Infinity.
      if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)))
        return `${path} is a number too large to send exactly: send big integers as decimal strings`
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return `${path} nests deeper than ${MAX_INPUT_DEPTH} levels`
      for (const [key, item] of Object.entries(value)) {
        if (PROTOTYPE_KEYS.has(key)) return `${path} has the reserved key "${key}"`
        const problem = textProblem(key)
        if (problem) return `A key in ${path} ${problem}`
        stack.push({ value: item, path: `${path}.${key}`, depth: depth + 1 })
      }
    }
  }
  return undefined
}

/** No enumerable key: an empty object or array. `for…in` asks without making an array of keys. */
function hasNoKeys(value: object): boolean {
  for (const _key in value) return false
  return true
}

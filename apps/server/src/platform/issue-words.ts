import type { z } from 'zod'

/**
 * zod's own messages ('Invalid input: expected string, received undefined', 'Too small: expected
 * string to have >=32 characters') are for programmers, and pages show an answer's `msg` to people.
 * A schema that gives its own words (`error: '…'`) keeps them; zod's are said again in plain
 * English here. zod's English messages all begin so.
 */
const ZOD_WORDING = /^(Invalid|Too small|Too big|Unrecognized key)/

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
}

const FORMAT: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a link',
  uuid: 'an id',
  datetime: 'a date and time',
  date: 'a date',
}

const UNIT: Record<string, string> = { string: ' characters', array: ' items', set: ' items', file: ' bytes' }

function bound(issue: { origin?: string; inclusive?: boolean }, value: unknown, low: boolean): string {
  const units = UNIT[issue.origin ?? ''] ?? ''
  const unit = Number(value) === 1 ? units.slice(0, -1) : units
  if (unit) return `it needs ${low ? 'at least' : 'at most'} ${String(value)}${unit}.`
  if (issue.inclusive === false) return `it must be ${low ? 'more' : 'less'} than ${String(value)}.`
  return `it must be ${low ? 'at least' : 'at most'} ${String(value)}.`
}

/** What is wrong with the field, for a person: the schema's words, or zod's said plainly. */
export function issueWords(issue: z.core.$ZodIssue): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined')
        ? 'it is missing.'
        : `it should be ${KIND[issue.expected] ?? 'something else'}.`
    case 'too_small':
      return bound(issue, issue.minimum, true)
    case 'too_big':
      return bound(issue, issue.maximum, false)
    case 'invalid_format':
      return FORMAT[issue.format] ? `it is not ${FORMAT[issue.format]}.` : 'it is not in the expected form.'
    case 'invalid_value':
      return issue.values.length <= 6
        ? `it must be ${issue.values
            .map(String)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}.`
        : 'it is not one of the accepted values.'
    case 'unrecognized_keys':
      return `${issue.keys.join(', ')} ${issue.keys.length === 1 ? 'does' : 'do'} not belong here.`
    default:
      return 'it is not valid.'
  }
}

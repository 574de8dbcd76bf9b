/**
 * Free text fields, built once so that every schema gets the same rules: no control characters
 * (NUL cannot even be stored; the others hide text in logs and pages). One-line text (names,
 * titles, links, codes) has no line breaks or tabs either; multi-line text (descriptions, bios,
 * messages) keeps them. The server refuses control characters in any input before schemas run
 * (apps/server/src/platform/input-rules.ts); these give the field's own message, in forms too.
 */
import { z } from 'zod'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const ONE_LINE_ONLY = (what: string) => `${what} must be one line of text.`
export const NO_CONTROL_CHARACTERS = (what: string) => `${what} cannot contain control characters.`

/** One line, trimmed, at most `max` characters. */
export const lineText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} can be at most ${max} characters.` })
    .refine((text) => !ANY_CONTROL.test(text), { error: ONE_LINE_ONLY(what) })

/** Text over several lines (line breaks and tabs kept), trimmed, at most `max` characters. */
export const multilineText = (
  max: number,
  what: string,
  tooLong = `${what} can be at most ${max} characters.`,
) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((text) => !CONTROL_BUT_LINES.test(text), { error: NO_CONTROL_CHARACTERS(what) })

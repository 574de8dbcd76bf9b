// The search calls' schemas, for the server; the cleaning itself is in search-term.ts.
import { z } from 'zod'
import { cleanSearchTerm, KID_SEARCH_MAX_LENGTH, KID_SEARCH_TOO_LONG } from './search-term.ts'

export {
  cleanKidSearchTerm,
  cleanSearchTerm,
  KID_SEARCH_MAX_LENGTH,
  KID_SEARCH_TOO_LONG,
} from './search-term.ts'

/** Server side of the general search: a cleaned term or undefined. */
export const searchTermSchema = z.string().transform(cleanSearchTerm)

/** Server side of the kid search: cleaned, and refused (not cut) beyond 42 characters. */
export const kidSearchTermSchema = z
  .string()
  .transform(cleanSearchTerm)
  .refine((term) => term === undefined || term.length <= KID_SEARCH_MAX_LENGTH, {
    error: KID_SEARCH_TOO_LONG,
  })
export type SearchTerm = z.infer<typeof searchTermSchema>

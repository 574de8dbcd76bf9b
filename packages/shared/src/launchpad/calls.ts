// The launchpad calls' input (spec 001 §7), checked by the server and by the apply form.
import { z } from 'zod'
import { PAGE_SIZE_MAX } from '../page.ts'
import { walletAddressSchema } from '../validate/wallet-address.ts'
import { DROP_TYPES, REMINDER_LEADS } from './views.ts'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const seconds = z.coerce.number().int().min(0).max(4_294_967_295)
const count = (what: string, max: number) =>
  z.coerce
    .number()
    .int({ error: `${what} is a whole number` })
    .min(1, { error: `${what} is at least 1` })
    .max(max, { error: `${what} is at most ${max.toLocaleString('en-US')}` })

/** Wei as decimal digits; a uint128 as the contract stores it. */
const wei = z
  .union([z.string().max(40), z.number()])
  .transform(String)
  .refine((v) => /^\d{1,39}$/.test(v) && BigInt(v) < 2n ** 128n, {
    error: 'The price is a whole number of wei',
  })

/** The most addresses one whitelist upload takes (fxhash broke past 500; we take this many in one go). */
export const WHITELIST_MAX = 100_000

/**
 * POST apply: the init record's fields (owner is the caller's bound wallet), the drop's page
 * (description, media, category) and the whitelist as pasted text or a CSV's contents.
 */
export const applyBody = z
  .object({
    name: z.string().trim().min(1, { error: 'Please give the drop a name' }).max(64),
    symbol: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,11}$/, { error: 'The symbol is 1 to 11 letters or digits' }),
    description: z.string().trim().max(2000).default(''),
    media: z.string().trim().min(1, { error: 'Please upload the drop picture' }).max(500),
    category: id.optional(),
    receiver: walletAddressSchema.optional(),
    start: seconds,
    end: seconds,
    total: count('The supply', 1_000_000),
    singleAdd: count('The limit per wallet', 1_000_000),
    singleTim: count('The limit per transaction', 100),
    fee: wei,
    royal: z.coerce.number().int().min(0).max(1000, { error: 'The royalty is at most 10 %' }),
    isWhite: z.coerce.boolean(),
    whitelist: z.string().max(5_000_000).default(''),
  })
  .refine((b) => b.end > b.start, { error: 'The end comes after the start', path: ['end'] })
  .refine((b) => b.singleAdd >= b.singleTim, {
    error: 'The limit per wallet is at least the limit per transaction',
    path: ['singleAdd'],
  })
  .refine((b) => b.singleAdd <= b.total, {
    error: 'The limit per wallet is at most the supply',
    path: ['singleAdd'],
  })
export type ApplyBody = z.output<typeof applyBody>

export const dropIdParams = z.object({ id })

export const listQuery = z.object({
  category: id.optional(),
  type: z.enum(DROP_TYPES).default('live'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})

export const indexQuery = z.object({ category: id.optional() })

export const calendarParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
})

export const whitelistQuery = z.object({ address: walletAddressSchema })

export const subscribeBody = z.object({
  id,
  lead: z.coerce
    .number()
    .int()
    .refine((m) => (REMINDER_LEADS as readonly number[]).includes(m), {
      error: `The reminder comes ${REMINDER_LEADS.join(', ')} minutes before`,
    }),
})

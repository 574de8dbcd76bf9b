// The balance and brick types as calls send them, checked by the server; bricks.ts keeps the lists
// and names the pages import, without zod.
import { z } from 'zod'

export const balanceTypeSchema = z.union([z.literal(2), z.literal(3), z.literal(4)])
export const brickTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

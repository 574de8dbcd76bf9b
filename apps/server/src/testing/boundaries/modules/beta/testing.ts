// A fixture of src/modules/boundaries.test.ts: a test helper, which may set up another module's rows.
import { alphaRows } from '../alpha/tables.ts'

export const scene = alphaRows

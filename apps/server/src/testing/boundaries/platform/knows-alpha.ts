// A fixture of src/modules/boundaries.test.ts: the platform importing a module, which it may not.
import { alphaRows } from '../modules/alpha/index.ts'

export const known = alphaRows

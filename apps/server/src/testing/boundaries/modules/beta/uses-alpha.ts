// A fixture of src/modules/boundaries.test.ts: one allowed import and one the boundary refuses.
import { alphaRows } from '../alpha/index.ts'
import { alphaRows as rows } from '../alpha/tables.ts'
import { betaName } from './name.ts'

export const both = [...alphaRows, ...rows, betaName]

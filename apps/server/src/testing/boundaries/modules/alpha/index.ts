// A fixture of src/modules/boundaries.test.ts: alpha's public surface.
export { alphaRows } from './tables.ts'

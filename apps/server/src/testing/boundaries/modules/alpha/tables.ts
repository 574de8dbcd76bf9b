// A fixture of src/modules/boundaries.test.ts: alpha's internals.
export const alphaRows = ['row']

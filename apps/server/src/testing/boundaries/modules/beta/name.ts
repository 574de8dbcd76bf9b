// A fixture of src/modules/boundaries.test.ts: a module's own file, which its other files may import.
export const betaName = 'beta'

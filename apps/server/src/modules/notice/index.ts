/**
 * The notice module's public surface: the only file of modules/notice that other modules may
 * import (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export { notify } from './notify.ts'

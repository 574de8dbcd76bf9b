/**
 * The account module's public surface: the only file of modules/account that other modules may
 * import (the boundary test in src/modules/boundaries.test.ts enforces it).
 */

export { memberKey } from './member-key.ts'
export { createMembers, type Member, type Members } from './members.ts'

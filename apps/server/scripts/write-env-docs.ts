// Writes docs/env.md and the README's table of variables from ENV_DOC, the one source of both.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderEnvDoc, withEnvTable } from '../src/platform/config/env.ts'
import { REPO_ROOT } from '../src/platform/paths.ts'

writeFileSync(join(REPO_ROOT, 'docs/env.md'), renderEnvDoc())
const readme = join(REPO_ROOT, 'README.md')
writeFileSync(readme, withEnvTable(readFileSync(readme, 'utf8')))

import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser'
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { describe, expect, it } from 'vitest'

/**
 * The module boundary (docs/server.md "Adding a domain module"), checked with dependency-cruiser
 * and the rules in apps/server/.dependency-cruiser.cjs: a file in modules/X imports of modules/Y
 * only modules/Y/index.ts, and platform/ imports no module.
 */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const FIXTURE = 'src/testing/boundaries'

/** Each violation as `rule: from → to`, paths relative to `baseDir`. */
async function violations(baseDir: string, paths: string[]): Promise<string[]> {
  const config = await extractDepcruiseConfig(resolve(serverDir, '.dependency-cruiser.cjs'))
  const tsConfigFile = resolve(serverDir, 'tsconfig.json')
  const options: ICruiseOptions = {
    ...config.options,
    // The config names its tsconfig relative to apps/server; tests run from the repository root too.
    tsConfig: { fileName: tsConfigFile },
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir,
  }
  const tsConfig = extractTSConfig(tsConfigFile)
  const { output } = await cruise(paths, options, {}, { tsConfig })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result')
  return output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`)
}

describe('module boundaries', () => {
  it('no module imports another module other than through its index.ts, and the platform imports none', async () => {
    expect(await violations(serverDir, ['src'])).toEqual([])
  })

  it('names each import that crosses the boundary (a fixture with two)', async () => {
    const found = await violations(resolve(serverDir, FIXTURE), ['modules', 'platform'])
    expect(found.sort()).toEqual([
      'module-internals: modules/beta/uses-alpha.ts → modules/alpha/tables.ts',
      'platform-knows-no-module: platform/knows-alpha.ts → modules/alpha/index.ts',
    ])
  })
})

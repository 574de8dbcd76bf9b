import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Package root, so the build and the staleness test agree on every path. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url))
export const contractsDir = join(packageRoot, 'contracts')
export const artifactsDir = join(packageRoot, 'src', 'artifacts')

/** Compiler settings live here so a settings change also marks the artifacts stale. */
export const compilerSettings = {
  optimizer: { enabled: true, runs: 10_000 },
  viaIR: true,
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

/** Every .sol file under contracts/, keyed by its path relative to the package root. */
export function readSources(): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.sol')) out[relative(packageRoot, full)] = readFileSync(full, 'utf8')
    }
  }
  walk(contractsDir)
  return out
}

/** Hash of our sources, the compiler settings and the OpenZeppelin version: what the artifacts depend on. */
export function sourceHash(sources: Record<string, string> = readSources()): string {
  const hash = createHash('sha256')
  const oz = JSON.parse(
    readFileSync(
      join(packageRoot, '..', '..', 'node_modules', '@openzeppelin', 'contracts', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
  hash.update(`oz@${oz.version}\n${JSON.stringify(compilerSettings)}\n`)
  for (const [path, text] of Object.entries(sources)) hash.update(`${path}\n${text}\n`)
  return hash.digest('hex')
}

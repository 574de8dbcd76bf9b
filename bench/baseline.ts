// The "before" of a comparison: another commit of this repository, checked out beside it, installed
// and built once, then reused by every later run (keyed by the commit).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(fileURLToPath(import.meta.url), '../..')

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], encoding: 'utf8' })

/** A built checkout of `ref` in the temp folder; prepared on first use (npm ci and the web build). */
export function baselineTree(ref: string): { root: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim()
  const root = join(tmpdir(), `kid-bench-${commit.slice(0, 12)}`)
  if (!existsSync(join(root, 'package.json'))) {
    console.error(`bench: checking out ${commit.slice(0, 12)} in ${root}`)
    run('git', ['worktree', 'add', '--force', '--detach', root, commit], repoRoot)
  }
  if (!existsSync(join(root, 'node_modules'))) {
    console.error('bench: installing the baseline (npm ci)')
    run('npm', ['ci', '--no-audit', '--no-fund'], root)
  }
  if (!existsSync(join(root, 'apps/web/build/server/index.js'))) {
    console.error('bench: building the baseline web app')
    run('npm', ['run', 'build'], root)
  }
  return { root, commit }
}

// The operator's command line: npm run admin -- <command> (see USAGE). Uses the server's DATA_DIR /
// DATABASE_URL configuration; with PGlite the server must be stopped first (one process at a time).
import { existsSync, readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { type ChainRuntime, startChain } from '../platform/chain/chain.ts'
import { type Config, ConfigError, loadConfig } from '../platform/config/config.ts'
import { openDatabase } from '../platform/db/database.ts'
import { runCommand, USAGE, UsageError } from './commands.ts'

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(USAGE)
    return argv.length === 0 ? 2 : 0
  }
  const config = loadConfig(process.env)
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'pglite')
    // PGlite is one process's database: a second process opening it would corrupt it.
    if (existsSync(join(dir, 'postmaster.pid'))) {
      console.error(
        `The embedded database in ${dir} is in use (is the server running?).\n` +
          'PGlite allows one process at a time: stop the server first, or run the server with\n' +
          'DATABASE_URL (PostgreSQL), or send the command to the running server:\n' +
          '  curl -X POST -H "authorization: Bearer $ADMIN_TOKEN" -H "content-type: application/json" \\\n' +
          `    -d '{"args":${JSON.stringify(argv)}}' http://localhost:3000/admin/run\n` +
          `(If no server is running, a crash left ${join(dir, 'postmaster.pid')} behind: remove it.)`,
      )
      return 3
    }
  }
  const database = await openDatabase(config)
  let chain: ChainRuntime | undefined
  try {
    await database.migrate()
    const { output } = await runCommand(
      database.db,
      argv,
      { actor: `operator:${userInfo().username}`, chainId: config.chainId },
      {
        chain: async () => {
          chain ??= await connectChain(config)
          return chain
        },
        origin: config.publicUrl,
      },
    )
    console.log(output)
    return 0
  } finally {
    await chain?.stop()
    await database.close()
  }
}

/**
 * The chain for commands that read it: CHAIN_RPC_URL, or the embedded node started here on the
 * server's state while no server runs it (a second node on one state file would overwrite it).
 */
async function connectChain(config: Config): Promise<ChainRuntime> {
  if (!config.chain.rpcUrl) {
    const pidFile = join(config.dataDir, 'chain', 'anvil.pid')
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0
    if (pid > 0 && existsSync(`/proc/${pid}`)) {
      throw new UsageError(
        'The embedded chain runs inside the server (its node is process ' +
          `${pid}): send this command to the server with POST /admin/run (docs/server.md)`,
      )
    }
    if (!existsSync(config.chain.deploymentFile)) {
      throw new UsageError('No contracts are deployed on the embedded chain yet: start the server once')
    }
  }
  return startChain(config, { info() {}, warn() {} })
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
    ) {
      console.error(`${error.message}\n\n${USAGE}`)
      process.exitCode = 2
    } else {
      console.error(error)
      process.exitCode = 1
    }
  },
)

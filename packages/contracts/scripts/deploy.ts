import { fileURLToPath } from 'node:url'
import { DeployCliError, runDeploy } from '../src/deploy/deployCli.ts'

// `npm run deploy -- --rpc <url>` from the repository root; see docs/chain.md.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
try {
  const { record, file } = await runDeploy(process.argv.slice(2), process.env, repoRoot)
  console.log(`Deployed to chain ${record.chainId} from block ${record.startBlock}; written to ${file}`)
  for (const [name, address] of Object.entries(record.contracts))
    console.log(`  ${name.padEnd(22)} ${address}`)
} catch (error) {
  if (!(error instanceof DeployCliError)) throw error
  console.error(error.message)
  process.exit(1)
}

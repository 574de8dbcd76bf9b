// Preloaded with --import into the platform by profile-api.ts: profiles the process until it
// exits and writes the profile to $CPU_PROF_FILE (Node 20 refuses --cpu-prof in NODE_OPTIONS).
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'

const file = process.env.CPU_PROF_FILE
if (file) {
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: 200 })
  session.post('Profiler.start')
  process.on('exit', () => {
    // The in-process session answers synchronously, so the file is written before the exit.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile))
    })
  })
}

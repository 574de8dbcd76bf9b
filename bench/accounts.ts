// Accounts benchmark: requests/s and latency of e-mail sign-in (argon2id verify + a new session)
// and of user/info (session lookup), each call with a fresh signature header and its own client
// IP, as many different people would send them. Prints figures; asserts nothing.
import { hashPassword } from '@kid/shared/validate/password-hash'
import { registerMember, uniqueIp } from '../e2e/support/account.ts'
import { startPlatform } from '../e2e/support/platform.ts'
import { load, printTable, signerFor } from './load.ts'

const platform = await startPlatform({
  LOG_LEVEL: 'error',
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_PER_MINUTE: '100000000',
})
try {
  const member = await registerMember(platform.url, 'bench')
  const api = `${platform.url}/api/accountservice`
  const body = JSON.stringify({ email: member.email, password: await hashPassword(member.password) })
  printTable([
    [
      'POST open/login',
      await load(`${api}/open/login`, {
        body,
        headers: await signerFor(platform.url, () => ({
          'content-type': 'application/json',
          'x-real-ip': uniqueIp(),
        })),
      }),
    ],
    [
      'GET user/info',
      await load(`${api}/user/info`, {
        headers: await signerFor(platform.url, () => ({
          authorization: member.token,
          'x-real-ip': uniqueIp(),
        })),
      }),
    ],
  ])
} finally {
  await platform.stop()
}

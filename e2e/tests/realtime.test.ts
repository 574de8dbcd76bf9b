import type { WebSocket } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { person, registerMember } from '../support/account.ts'
import { hasChromium, useBrowser } from '../support/journey.ts'

describe.runIf(hasChromium)('the realtime channel in the browser', () => {
  const { open, baseURL } = useBrowser()

  it('opens one socket on the site’s own origin once a member signs in, authenticated by the cookie', async () => {
    const member = await registerMember(baseURL, 'realtime')
    const page = await open(person())
    const sockets: WebSocket[] = []
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/realtime') sockets.push(socket)
    })
    await page.goto('/login?redirectUri=%2Fmarketplace')
    await page.getByLabel('Email', { exact: true }).fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    const ready = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/realtime')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    const socket = await ready
    // The server accepted the HttpOnly cookie (Origin: the site) and sent what it had: 'ready'.
    const frame = await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"ready"'))
    expect(JSON.parse(String(frame.payload))).toEqual({ type: 'ready' })
    expect(new URL(socket.url()).origin).toBe(new URL(baseURL).origin.replace(/^http/, 'ws'))
    expect(sockets).toHaveLength(1)
  })
})

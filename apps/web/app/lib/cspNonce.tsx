import { createContext, useContext } from 'react'

/**
 * The page response's Content-Security-Policy nonce, provided by entry.server.tsx on the server.
 * Every inline script rendered into the page (React Router's context and hydration scripts,
 * scroll restoration) carries it, or the browser refuses to run it. In the browser it is
 * undefined: scripts added after the first paint are files of our own origin.
 */
export const CspNonceContext = createContext<string | undefined>(undefined)

export const useCspNonce = () => useContext(CspNonceContext)

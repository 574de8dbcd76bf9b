import { type PublicConfig, publicConfigSchema } from '@kid/shared/public-config'
import { DEFAULT_PUBLIC_CONFIG } from './publicConfig.tsx'

/**
 * The load context's config, checked: used by the root loader only, so its schema (and zod) stays
 * on the server; the browser gets the checked value in the loader's data.
 */
export function readPublicConfig(value: unknown): PublicConfig {
  const parsed = publicConfigSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_CONFIG
}

import { describe, expect, it } from 'vitest'
import { rewriteIconImports } from './iconImports.ts'

const FILES = new Map([
  ['Bell', 'bell'],
  ['Loader2', 'loader-circle'],
])

describe('rewriteIconImports', () => {
  it('imports each icon from its own file, keeping aliases, types and the line count', () => {
    const code =
      "import {\n  Bell,\n  Loader2 as Spinner,\n  type LucideIcon,\n} from 'lucide-react'\nconst x = 1\n"
    expect(rewriteIconImports(code, FILES)).toBe(
      "import { type LucideIcon } from 'lucide-react'; import Bell from 'lucide-react/icons/bell'; import Spinner from 'lucide-react/icons/loader-circle';\n\n\n\n\nconst x = 1\n",
    )
  })

  it('leaves imports of no icon alone', () => {
    const code = "import type { LucideIcon } from 'lucide-react'\nimport { Link } from 'react-router'\n"
    expect(rewriteIconImports(code, FILES)).toBe(code)
  })
})

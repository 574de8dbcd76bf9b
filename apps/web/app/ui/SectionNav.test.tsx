import { Bell, LayoutGrid, Send, Upload } from 'lucide-react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SectionNav } from './SectionNav.tsx'

const links = [
  { to: '/creator-center/upload', label: 'Upload', icon: Upload, alsoOn: ['/nftcreate'] },
  { to: '/message/all', label: 'Notifications', icon: Bell },
  { to: '/wallet', label: 'Overview', icon: LayoutGrid },
  { to: '/wallet/assets/send', label: 'Send', icon: Send },
]
const currentAt = (path: string) => {
  const element = <SectionNav label="Sections" links={links} />
  const html = renderToString(
    <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />,
  )
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>.*?<\/svg>([^<]+)<\/a>/g)].map((m) => m[1])
}

describe('SectionNav', () => {
  it('marks the current section, on its own path and on the paths it also stands for', () => {
    expect(currentAt('/creator-center/upload')).toEqual(['Upload'])
    expect(currentAt('/nftCreate')).toEqual(['Upload'])
    expect(currentAt('/message/all/')).toEqual(['Notifications'])
    expect(currentAt('/personal/earnings')).toEqual([])
  })

  it('marks only the closest section when one lies below another', () => {
    expect(currentAt('/wallet')).toEqual(['Overview'])
    expect(currentAt('/wallet/assets/send')).toEqual(['Send'])
    expect(currentAt('/wallet/settings/phrase')).toEqual(['Overview'])
  })
})

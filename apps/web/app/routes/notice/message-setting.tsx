import { NOTICE_BASE, type NoticeSetting } from '@kid/shared/notice'
import { useState } from 'react'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { noticeApi } from '../../features/notice/api.ts'
import { MessageFrame } from '../../features/notice/MessageFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { toast } from '../../lib/toast.ts'
import { Switch } from '../../ui/Switch.tsx'
import type { Route } from './+types/message-setting'

export const meta = () =>
  pageMeta({ title: 'Notification settings | KID', description: 'Choose which notifications KID sends you.' })

/** /message/setting (login required): each kind of notice and whether the member gets it. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await serverReader(context)
    .get<NoticeSetting[]>(`${NOTICE_BASE}/setting`)
    .catch(() => null)
  return { settings }
}

export default function MessageSettingPage({ loaderData }: Route.ComponentProps) {
  const [settings, setSettings] = useState(loaderData.settings)
  const [saving, setSaving] = useState<number | null>(null)

  async function change(setting: NoticeSetting) {
    setSaving(setting.newstype)
    try {
      setSettings(await noticeApi.setSetting(setting.newstype, !setting.enabled))
      toast.success(setting.enabled ? `${setting.label}: off` : `${setting.label}: on`)
    } catch {
      // The client's toast said why; the switch stays as it was.
    } finally {
      setSaving(null)
    }
  }

  return (
    <MessageFrame title="Notification settings">
      {settings === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your settings could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <p className="mb-4 max-w-prose text-sm text-fg-muted">
            Turn off what you do not want to hear about. Notifications of a kind you turned off are not kept,
            and turning it on again starts from then.
          </p>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card">
            {settings.map((s) => (
              <li key={s.newstype} className="flex items-center justify-between gap-4 px-4 py-4">
                <span className="min-w-0">
                  <span id={`setting-${s.newstype}`} className="block text-sm font-semibold text-fg">
                    {s.label}
                  </span>
                  <span className="block text-sm text-fg-muted">{s.description}</span>
                </span>
                <Switch
                  on={s.enabled}
                  labelledBy={`setting-${s.newstype}`}
                  disabled={saving === s.newstype}
                  onChange={() => void change(s)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </MessageFrame>
  )
}

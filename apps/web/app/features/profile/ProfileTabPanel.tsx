import { useCallback } from 'react'
import { ActivityList } from '../market/ActivityList.tsx'
import { browserReader } from '../market/api/reader.ts'
import { ItemGrid } from '../market/ItemGrid.tsx'
import { usePagedList } from '../market/usePagedList.ts'
import type { FirstPage } from './loadProfile.ts'
import { emptyTab, type ProfileRef, type ProfileTab, type ProfileViewer } from './profileTabs.ts'

type PanelProps<T extends ProfileTab> = {
  tab: T
  who: ProfileRef
  first: FirstPage | null
  viewer: ProfileViewer
}

function ItemsPanel({ tab, who, first, viewer }: PanelProps<Extract<ProfileTab, { kind: 'items' }>>) {
  const fetchPage = useCallback((page: number) => tab.read(browserReader, who, page), [tab, who])
  const list = usePagedList(first?.kind === 'items' ? first.page : null, fetchPage)
  return <ItemGrid list={list} label={tab.label} empty={emptyTab(tab, viewer)} />
}

function ActivityPanel({ tab, who, first, viewer }: PanelProps<Extract<ProfileTab, { kind: 'activity' }>>) {
  return (
    <ActivityList
      first={first?.kind === 'activity' ? first.page : null}
      fetchPage={(page) => tab.read(browserReader, who, page)}
      showItem
      empty={emptyTab(tab, viewer)}
    />
  )
}

/** The open tab's list: its first page from the loader, further pages as the visitor scrolls. */
export function ProfileTabPanel(props: PanelProps<ProfileTab>) {
  const { tab } = props
  return tab.kind === 'items' ? <ItemsPanel {...props} tab={tab} /> : <ActivityPanel {...props} tab={tab} />
}

import type { ThemeMode, ThemeVariables, ViewName } from '@berth/headless'
import type { ComponentType } from 'react'

/** What BerthModal takes, all optional: views to replace, the theme, where it portals, and when its code loads. */
export type BerthModalProps = {
  /**
   * Replace any view, stock or not, and keep the rest: `views={{ Account: MyAccount }}`. A replacement
   * takes no props: like the stock views, it reads its route's params from `useModal().view?.params`
   * and navigates with `useModal().push`, so the stock views before and after it keep working.
   */
  views?: Partial<Record<ViewName, ComponentType>>
  /** Defaults to the client's `themeMode` option. */
  themeMode?: ThemeMode
  /** Defaults to the client's `themeVariables` option. */
  themeVariables?: ThemeVariables
  /** Where to portal the modal; document.body by default. */
  container?: HTMLElement | null
  /**
   * When the modal's code loads before its first opening: 'idle' (default) what the first opening
   * shows right after the page's first render and the rest once the page is idle, so the first
   * click shows wallets without waiting on the network, and (React 19.2+) the modal is then built
   * ahead, hidden, so that click only reveals it; 'intent' only on hover or focus of the connect
   * button. Nothing is requested from any API either way.
   */
  preload?: 'idle' | 'intent'
}

import type { ThemeMode, ThemeVariables, ViewName } from '@berth/headless';
import type { ComponentType } from 'react';

export type BerthModalProps = {
  /** Replace any single view and keep the rest: `views={{ Account: MyAccount }}`. */
  views?: Partial<Record<ViewName, ComponentType>>;
  /** Defaults to the client's `themeMode` option. */
  themeMode?: ThemeMode;
  /** Defaults to the client's `themeVariables` option. */
  themeVariables?: ThemeVariables;
  container?: HTMLElement | null;
};

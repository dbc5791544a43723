import { readLocal, tryWriteLocal, writeLocal } from './local-store';
import { reportStorageFull } from './storage-full';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The saved theme if valid; otherwise the default, which is then saved (the key is initialised to 'dark'). */
export function loadTheme(): Theme {
  const saved = readLocal(THEME_KEY);
  if (isTheme(saved)) return saved;
  writeLocal(THEME_KEY, DEFAULT_THEME);
  return DEFAULT_THEME;
}

export function saveTheme(theme: Theme): void {
  if (tryWriteLocal(THEME_KEY, theme) === 'full') reportStorageFull();
}

/** The page body carries the theme as its class. */
export function applyThemeClass(theme: Theme, body: HTMLElement = document.body): void {
  for (const t of THEMES) body.classList.toggle(t, t === theme);
}

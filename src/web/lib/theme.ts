import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#09090b' };

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): fall back to the system.
    return null;
  }
}

function systemQuery(): MediaQueryList {
  return window.matchMedia('(prefers-color-scheme: dark)');
}

function systemTheme(): Theme {
  return systemQuery().matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  // The explicit light class overrides the stylesheet's pre-paint system fallback.
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[theme]);
  }
}

let current: Theme = 'light';
const listeners = new Set<() => void>();

function update(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Applies the saved theme, or the system's, and follows the system until the user picks one. */
export function initTheme(): void {
  update(storedTheme() ?? systemTheme());
  systemQuery().addEventListener('change', (event) => {
    if (storedTheme() === null) update(event.matches ? 'dark' : 'light');
  });
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not persisted; still applied for this visit.
  }
  update(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme a server-rendered page is drawn in: hydration starts from it, then takes the visitor's. */
const SERVER_THEME: Theme = 'light';

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_THEME,
  );
}

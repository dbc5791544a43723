import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readLocal } from '../storage/local-store';
import { onOtherTabChange } from '../storage/local-sync';
import { applyThemeClass, isTheme, loadTheme, saveTheme, THEME_KEY, type Theme } from '../storage/theme-store';

interface ThemeValue {
  theme: Theme;
  toggleTheme: () => void;
  /** Switches to `theme` and saves it (an imported data file's theme). */
  chooseTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeValue>({ theme: 'dark', toggleTheme: () => {}, chooseTheme: () => {} });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(loadTheme);

  useLayoutEffect(() => applyThemeClass(theme), [theme]);

  // A theme chosen in another tab applies here too; a removed or invalid value leaves this tab's theme as it is.
  useEffect(
    () =>
      onOtherTabChange(THEME_KEY, () => {
        const saved = readLocal(THEME_KEY);
        if (isTheme(saved)) setTheme(saved);
      }),
    [],
  );

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      saveTheme(next);
      return next;
    });
  }, []);

  const chooseTheme = useCallback((next: Theme) => {
    saveTheme(next);
    setTheme(next);
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme, chooseTheme }), [theme, toggleTheme, chooseTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme, for components that draw in it (charts, exported images). */
export function useTheme(): ThemeValue {
  return useContext(ThemeContext);
}

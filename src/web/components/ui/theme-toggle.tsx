import { MoonIcon, SunIcon } from 'lucide-react';
import { setTheme, useTheme } from '@/web/lib/theme';
import { Button } from './button';

/** Switches between light and dark; the system decides until the user picks. */
export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" aria-label={`Switch to ${next} theme`} onClick={() => setTheme(next)}>
      {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}

import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/web/lib/theme';
import { toasterMounted } from '@/web/lib/toast';

// Sonner reads its surface colours from these variables; ours keep toasts on the neutral scale.
const TOAST_COLORS = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

/** Notices per spec 000 §9: bottom-right, 4000 ms, at most 3 visible. */
export function Toaster() {
  const theme = useTheme();
  // Sonner's own effect, which listens for notices, has run by now (a child's effects run first).
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      theme={theme}
      closeButton
      style={TOAST_COLORS}
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-muted-foreground!' } }}
    />
  );
}

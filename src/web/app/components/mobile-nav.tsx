import { MenuIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { GALLERY_LINKS, type NavItem } from '../nav-links';

const SHEET_ID = 'mobile-navigation';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function sheetLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors',
    'text-muted-foreground hover:bg-accent hover:text-foreground',
    isActive && 'bg-accent text-foreground',
  );
}

/** Tab and Shift+Tab go round the sheet's controls instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The navigation for narrow screens, where the bar hides some of its links (spec 000 §2): a menu
 * button opening a sheet with every link. A modal <dialog> keeps the rest of the page out of reach;
 * Escape, the close button, a click beside the sheet or following a link closes it, and focus goes
 * back to the menu button.
 */
export function MobileNav({ links, className }: { links: readonly NavItem[]; className?: string }) {
  const sheet = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Following a link closes the sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what changes
  useEffect(() => {
    if (sheet.current?.open) sheet.current.close();
  }, [pathname]);

  const open = () => {
    sheet.current?.showModal();
    setOpen(true);
  };
  const close = () => sheet.current?.close();

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={SHEET_ID}
        onClick={open}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <dialog
        ref={sheet}
        id={SHEET_ID}
        aria-label="Site menu"
        className={cn(
          'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto',
          'border-l bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50',
          'motion-safe:open:animate-fade-in',
        )}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="flex min-h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <p className="text-base font-semibold tracking-tight">Brand Atlas</p>
            <Button variant="ghost" size="icon" aria-label="Close menu" onClick={close}>
              <XIcon aria-hidden="true" />
            </Button>
          </div>
          <nav aria-label="Menu">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={sheetLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p
              id="mobile-galleries-heading"
              className="mt-4 px-3 pb-1 text-xs font-medium text-muted-foreground"
            >
              Color Comparisons
            </p>
            <ul aria-labelledby="mobile-galleries-heading" className="flex flex-col gap-1">
              {GALLERY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={sheetLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}

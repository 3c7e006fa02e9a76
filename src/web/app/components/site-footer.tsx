import { Link } from 'react-router';
import { COLOR_TOOL_LINKS, GALLERY_LINKS } from '../nav-links';

export function SiteFooter() {
  // In UTC, as the server renders it: the two renders print the same year.
  const year = new Date().getUTCFullYear();
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-10 sm:flex-row sm:justify-between">
          <div className="flex max-w-sm flex-col gap-2">
            <p className="font-semibold tracking-tight">Brand Atlas</p>
            <p className="text-sm text-muted-foreground">
              Brand colors, archetypes and positioning for brand consultants, marketing teams and design
              agencies.
            </p>
          </div>
          <div className="flex flex-col gap-10 sm:flex-row sm:gap-16">
            <nav aria-labelledby="footer-color-tools-heading" className="flex flex-col gap-3">
              <h2 id="footer-color-tools-heading" className="text-sm font-medium">
                Color Tools
              </h2>
              <ul className="flex flex-col gap-2">
                {COLOR_TOOL_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-labelledby="footer-galleries-heading" className="flex flex-col gap-3">
              <h2 id="footer-galleries-heading" className="text-sm font-medium">
                Color Comparisons
              </h2>
              <ul className="flex flex-col gap-2">
                {GALLERY_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">© {year} Brand Atlas</p>
      </div>
    </footer>
  );
}

import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { GALLERY_LINKS } from '../nav-links';
import { ColorComparisonsButton } from './menu-buttons';

export function ColorComparisonsMenu({
  className,
  defaultOpen,
}: {
  className?: string;
  defaultOpen?: boolean;
}) {
  const { pathname } = useLocation();
  const isActive = GALLERY_LINKS.some((link) => link.to === pathname);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ColorComparisonsButton className={className} isActive={isActive} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {GALLERY_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to} aria-current={link.to === pathname ? 'page' : undefined}>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

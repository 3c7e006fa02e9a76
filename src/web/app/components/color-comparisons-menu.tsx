import { ChevronDownIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { cn } from '@/web/lib/cn';
import { GALLERY_LINKS } from '../nav-links';

export function ColorComparisonsMenu({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const isActive = GALLERY_LINKS.some((link) => link.to === pathname);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className={cn(
            'px-3 text-muted-foreground hover:text-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground',
            isActive && 'text-foreground',
            className,
          )}
        >
          Color Comparisons
          <ChevronDownIcon aria-hidden="true" className="size-3.5 opacity-70" />
        </Button>
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

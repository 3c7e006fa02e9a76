import { ChevronDownIcon, UserIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

type MenuButtonProps = ComponentProps<typeof Button>;

/**
 * The buttons that open the header's menus, kept apart from the menus themselves: the header
 * shows them at once and loads the menu code when the user reaches for one (see DeferredMenu).
 */
export function AccountMenuButton(props: MenuButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Account menu" {...props}>
      <UserIcon aria-hidden="true" />
    </Button>
  );
}

export function ColorComparisonsButton({
  className,
  isActive,
  ...props
}: MenuButtonProps & { isActive: boolean }) {
  return (
    <Button
      variant="ghost"
      className={cn(
        'px-3 text-muted-foreground hover:text-foreground data-[state=open]:bg-accent data-[state=open]:text-foreground',
        isActive && 'text-foreground',
        className,
      )}
      {...props}
    >
      Color Comparisons
      <ChevronDownIcon aria-hidden="true" className="size-3.5 opacity-70" />
    </Button>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A placeholder shaped like the content it stands for; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

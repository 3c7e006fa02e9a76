import { CheckCircle2Icon, CircleDashedIcon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';

type Status = 'pending' | 'analyzing' | 'completed' | 'failed';

const LOOK: Record<Status, { label: string; icon: typeof CheckCircle2Icon; className: string }> = {
  pending: { label: 'Pending', icon: CircleDashedIcon, className: 'text-muted-foreground' },
  analyzing: {
    label: 'Analyzing',
    icon: LoaderCircleIcon,
    className: 'text-foreground [&_svg]:motion-safe:animate-spin',
  },
  completed: {
    label: 'Completed',
    icon: CheckCircle2Icon,
    className: 'text-emerald-700 dark:text-emerald-400',
  },
  failed: { label: 'Failed', icon: XCircleIcon, className: 'text-red-700 dark:text-red-400' },
};

/** An analysis status as a small outlined badge: icon and word, never colour alone. */
export function AnalysisStatusBadge({ status }: { status: Status }) {
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        look.className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {look.label}
    </span>
  );
}

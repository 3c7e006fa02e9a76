import { PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { onDemand } from '@/web/lib/on-demand';

// The wizard's code loads when it is first wanted, keeping it out of the list page's first load.
const AddBrandDialog = onDemand(async () => (await import('./add-brand-dialog')).AddBrandDialog);

/** Opens the Add New Brand wizard (spec 000 §4), prefilled with `defaultName` when given. */
export function AddBrandButton({ defaultName }: { defaultName?: string }) {
  const [open, setOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => AddBrandDialog.preload();
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setIsWanted(true);
          setOpen(true);
        }}
      >
        <PlusIcon aria-hidden="true" />
        Add New Brand
      </Button>
      {isWanted ? (
        <AddBrandDialog open={open} onOpenChange={setOpen} defaultName={defaultName} returnFocusTo={button} />
      ) : null}
    </>
  );
}

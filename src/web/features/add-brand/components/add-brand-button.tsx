import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogTrigger } from '@/web/components/ui/dialog';
import { AddBrandDialog } from './add-brand-dialog';

/** Opens the Add New Brand wizard (spec 000 §4), prefilled with `defaultName` when given. */
export function AddBrandButton({ defaultName }: { defaultName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AddBrandDialog
      open={open}
      onOpenChange={setOpen}
      defaultName={defaultName}
      trigger={
        <DialogTrigger asChild>
          <Button>
            <PlusIcon aria-hidden="true" />
            Add New Brand
          </Button>
        </DialogTrigger>
      }
    />
  );
}

import { PlusIcon } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** Opens the Add New Brand wizard (spec 000 §4), prefilled with `defaultName` when given. */
export function AddBrandButton({ defaultName: _defaultName }: { defaultName?: string }) {
  return (
    <Button disabled title="The add-brand wizard is being built">
      <PlusIcon aria-hidden="true" />
      Add New Brand
    </Button>
  );
}

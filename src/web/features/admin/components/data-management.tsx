import { FileUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useAddVodkaBrands } from '../api/batch-operations';
import { notifyFailure } from '../lib/notify';
import { FontUploadDialog } from './font-upload-dialog';

/** Data Management (spec 001 §2): the CSV panel's toggle, the font dialog and 'Add Vodka Brands'. */
export function DataManagement({
  csvOpen,
  onToggleCsv,
  csvPanelId,
}: {
  csvOpen: boolean;
  onToggleCsv: () => void;
  csvPanelId: string;
}) {
  const vodka = useAddVodkaBrands();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onToggleCsv} aria-expanded={csvOpen} aria-controls={csvPanelId}>
        {csvOpen ? <XIcon aria-hidden="true" /> : <FileUpIcon aria-hidden="true" />}
        {csvOpen ? 'Hide Upload' : 'Upload CSV Data'}
      </Button>
      <FontUploadDialog />
      <Button
        variant="outline"
        disabled={vodka.isPending}
        onClick={() =>
          vodka.mutate(undefined, {
            onSuccess: (result) => toast.success('Vodka brands added', { description: result.message }),
            onError: (error) => notifyFailure('Error adding vodka brands', undefined, error),
          })
        }
      >
        <PlusIcon aria-hidden="true" />
        Add Vodka Brands
      </Button>
    </div>
  );
}

import { DownloadIcon, FileSpreadsheetIcon, LoaderCircleIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { CSV_PANEL_CLOSE_MS } from '@/domain/admin';
import {
  CSV_COLUMN_ALIASES,
  CSV_EXAMPLE,
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_SNIFF_BYTES,
  isCsvFile,
} from '@/domain/csv-import';
import type { CsvImportResult } from '@/domain/csv-import-result';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useImportCsv } from '../api/import-csv';
import { reasonOf } from '../lib/notify';

/** spec 001 §5: files of type text/csv (and .csv files as Excel reports them, see isCsvFile). */
export const CSV_TYPE = 'text/csv';

function summaryOf(result: CsvImportResult): string {
  const parts = [
    `Imported ${result.inserted} ${result.inserted === 1 ? 'brand' : 'brands'} as pending analysis.`,
  ];
  if (result.skipped_existing.length > 0) {
    parts.push(
      `${result.skipped_existing.length} already in the catalogue: ${result.skipped_existing.join(', ')}.`,
    );
  }
  if (result.dropped > 0) {
    parts.push(
      `${result.dropped} ${result.dropped === 1 ? 'row was' : 'rows were'} skipped (no name or website).`,
    );
  }
  return parts.join(' ');
}

function downloadExample() {
  const url = URL.createObjectURL(new Blob([`${CSV_EXAMPLE}\n`], { type: CSV_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'brand-atlas-example.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The Brand CSV upload panel (spec 001 §2, §5): a picker for .csv files only, the import as one
 * all-or-nothing request, the result, and the panel closing 2 s after a success. The format guide
 * sits beside it.
 */
export function CsvUploadPanel({ onImported }: { onImported: () => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importCsv = useImportCsv();
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);

  const accept = async (file: File | undefined) => {
    if (!file || importCsv.isPending) return;
    // Excel's .csv arrives as application/vnd.ms-excel or with no type: the bytes decide.
    const head = new Uint8Array(await file.slice(0, CSV_SNIFF_BYTES).arrayBuffer());
    if (!isCsvFile(file, head)) {
      setResult({ ok: false, text: 'Please select a CSV file' });
      return void toast.error('Invalid file type', { description: 'Please select a CSV file' });
    }
    if (file.size > CSV_MAX_BYTES) {
      const text = 'The CSV is larger than 5 MB';
      setResult({ ok: false, text });
      return void toast.error('Upload failed', { description: text });
    }
    setResult(null);
    importCsv.mutate(file, {
      onSuccess: (imported) => {
        const text = summaryOf(imported);
        setResult({ ok: true, text });
        toast.success('Upload successful', { description: text });
        closeTimer.current = setTimeout(onImported, CSV_PANEL_CLOSE_MS);
      },
      onError: (error) => {
        const text = reasonOf(error) ?? 'The file could not be imported';
        setResult({ ok: false, text });
        toast.error('Upload failed', { description: text });
      },
    });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void accept(event.target.files?.[0]);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="flex flex-col gap-3">
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            dragging ? 'border-foreground bg-muted' : 'hover:bg-muted/50',
            importCsv.isPending && 'pointer-events-none opacity-70',
          )}
        >
          {importCsv.isPending ? (
            <>
              <LoaderCircleIcon aria-hidden="true" className="size-7 motion-safe:animate-spin" />
              <span className="font-medium">Importing…</span>
            </>
          ) : (
            <>
              <FileSpreadsheetIcon aria-hidden="true" className="size-7 text-muted-foreground" />
              <span className="font-medium">Choose a CSV file</span>
              <span className="text-sm text-muted-foreground">or drop it here · .csv, up to 5 MB</span>
            </>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv,application/vnd.ms-excel"
            className="sr-only"
            onChange={onChange}
            disabled={importCsv.isPending}
            aria-describedby={`${inputId}-result`}
          />
        </label>
        <p
          id={`${inputId}-result`}
          role="status"
          className={cn('min-h-5 text-sm', result?.ok === false ? 'text-red-700 dark:text-red-400' : '')}
        >
          {result?.text}
        </p>
        <Button variant="outline" size="sm" className="self-start" onClick={downloadExample}>
          <DownloadIcon aria-hidden="true" />
          Download example CSV
        </Button>
      </div>
      <CsvFormatGuide />
    </div>
  );
}

const FIELD_NOTES: Partial<Record<keyof typeof CSV_COLUMN_ALIASES, string>> = {
  name: 'Required',
  url: 'Required; https:// is added when missing',
  primary_color: '#RRGGBB',
  color_palette: 'Comma-separated #RRGGBB list',
  keywords: 'Comma-separated list',
};

/** The format guide: every column with its aliases, and the rules the import follows. */
export function CsvFormatGuide() {
  return (
    <section aria-labelledby="csv-format-title" className="flex flex-col gap-3">
      <h3 id="csv-format-title" className="text-sm font-semibold">
        Format guide
      </h3>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Also accepted as
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Notes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {Object.entries(CSV_COLUMN_ALIASES).map(([field, aliases]) => (
              <tr key={field}>
                <td className="px-3 py-2 font-mono text-xs">{field}</td>
                <td className="px-3 py-2 font-mono text-xs text-muted-foreground">
                  {aliases.filter((a) => a !== field).join(', ') || '—'}
                </td>
                <td className="px-3 py-2 text-xs text-muted-foreground">
                  {FIELD_NOTES[field as keyof typeof CSV_COLUMN_ALIASES] ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-xs text-muted-foreground">
        <li>The first line holds the headers; at least one data row must follow.</li>
        <li>
          Headers are read in lower case with spaces and punctuation as underscores, so “Brand Name” is
          brand_name.
        </li>
        <li>Quote values that contain commas; write a quote inside a quoted value twice ("").</li>
        <li>
          Rows without a name and a website are skipped; brands already in the catalogue are not duplicated.
        </li>
        <li>
          New brands start as pending and wait in the analysis queue. At most{' '}
          {CSV_MAX_ROWS.toLocaleString('en-US')} rows; the import is all or nothing.
        </li>
      </ul>
    </section>
  );
}

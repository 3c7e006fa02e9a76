import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';

/** The new key, shown once: copy it now, it cannot be shown again. */
export function NewKeyNotice({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret).catch(() => {});
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-dashed p-4">
      <p className="text-sm font-medium">Your new key “{name}”. Copy it now: it will not be shown again.</p>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 overflow-x-auto rounded-md bg-muted px-3 py-2 font-mono text-sm whitespace-nowrap"
        >
          {secret}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy the key">
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onDone}>
        I have stored it
      </Button>
    </div>
  );
}

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/web/lib/toast';

/** spec 001 §2: the confirmation tick resets after 2 seconds. */
export const COPY_CONFIRMATION_MS = 2_000;

/** Click a hex to copy it; a tick confirms, and a failure says so in the spec's words. */
export function CopyHexButton({ hex, label }: { hex: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hex);
      setCopied(true);
    } catch {
      toast.error('Copy failed', { description: 'Could not copy color to clipboard' });
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-1.5 rounded-md font-mono text-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={copied ? `${label} ${hex} copied` : `Copy ${label} ${hex}`}
    >
      {hex}
      {copied ? (
        <CheckIcon aria-hidden="true" className="size-3.5" />
      ) : (
        <CopyIcon aria-hidden="true" className="size-3.5 opacity-60" />
      )}
    </button>
  );
}

import { useState } from 'react';
import { API_KEY_NAME_MAX_CHARS } from '@/domain/api-key-rules';
import { CreateApiKeySchema, type CreatedApiKey } from '@/domain/api-keys';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/lib/toast';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';
import { useApiKeys, useApiUsage, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { ApiUsageChart } from './api-usage-chart';
import { NewKeyNotice } from './new-key-notice';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Settings: API keys for the read API and the MCP server, created, shown once, revoked; usage per day. */
export function ApiKeysSection() {
  const keys = useApiKeys(true);
  const usage = useApiUsage(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useZodForm(CreateApiKeySchema, { defaultValues: { name: '' } });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // Why the server refused the last key, under the field until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(
    ({ name }) => {
      setRefusal(null);
      create.mutate(name, {
        onSuccess: (key) => {
          setCreated(key);
          form.reset({ name: '' });
        },
        onError: (error) => {
          setRefusal(error.message);
          toast.error('Failed to create the key', { description: error.message });
        },
      });
    },
    (errors) => {
      setRefusal(null);
      toast.error('Name required', { description: firstErrorMessage(errors) });
    },
  );
  const problem = form.formState.errors.name?.message ?? refusal;

  const active = keys.data?.items.filter((k) => !k.revoked_at) ?? [];
  return (
    <section aria-labelledby="api-keys" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <div className="flex flex-col gap-1">
        <h2 id="api-keys" className="font-semibold">
          API keys
        </h2>
        <p className="text-sm text-muted-foreground">
          Read the catalogue from your own code with{' '}
          <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> on{' '}
          <code className="font-mono">/api</code>, or connect an AI agent to the MCP server at{' '}
          <code className="font-mono">/mcp</code>. Keys read only.
        </p>
      </div>
      {created ? (
        <NewKeyNotice name={created.name} secret={created.key} onDone={() => setCreated(null)} />
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor="api-key-name">Key name</Label>
            <Input
              id="api-key-name"
              maxLength={API_KEY_NAME_MAX_CHARS}
              placeholder="Research notebook"
              {...problemAttributes('api-key-name', problem)}
              {...form.register('name')}
            />
          </div>
          <Button type="submit" disabled={create.isPending}>
            Create key
          </Button>
        </div>
        <FieldProblem forId="api-key-name" message={problem} />
      </form>
      {keys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : active.length === 0 ? (
        <p className="text-sm text-muted-foreground">No keys yet. Name one above to create it.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Your API keys">
          {active.map((key) => (
            <li key={key.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{key.name}</span>
                <span className="text-xs text-muted-foreground">
                  <code className="font-mono">{key.prefix}…</code> · created{' '}
                  {dateFormat.format(new Date(key.created_at))}
                  {' · '}
                  {key.last_used_at
                    ? `last used ${dateFormat.format(new Date(key.last_used_at))}`
                    : 'never used'}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                aria-label={`Revoke ${key.name}`}
                onClick={() =>
                  revoke.mutate(key.id, {
                    onSuccess: () =>
                      toast.success('Key revoked', { description: `${key.name} no longer works` }),
                    onError: (error) =>
                      toast.error('Failed to revoke the key', { description: error.message }),
                  })
                }
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Usage per day (UTC)</h3>
        {usage.data ? <ApiUsageChart usage={usage.data} /> : <Skeleton className="h-24 w-full" />}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { z } from 'zod';
import { EMAIL_REQUIRED_MESSAGE } from '@/domain/account';
import { Button } from '@/web/components/ui/button';
import { FieldProblem, problemAttributes } from '@/web/components/ui/field-problem';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { firstErrorMessage, useZodForm } from '@/web/lib/zod-form';
import { useGrantPro } from '../api/grant-pro';

/**
 * The form's one field. Only emptiness is refused here, in the spec's words; an address the
 * server's GrantProSchema refuses comes back as its problem, shown as an error notice.
 */
export const ProAccessFormSchema = z.object({ email: z.string().trim().min(1, EMAIL_REQUIRED_MESSAGE) });

/** Grant or take back Brand Explorer Pro for an account (the only way in when Pro is not sold). */
export function ProAccess() {
  const form = useZodForm(ProAccessFormSchema, { defaultValues: { email: '' } });
  const grant = useGrantPro();
  // Why the server refused the last change, under the field until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (active: boolean) =>
    form.handleSubmit(
      ({ email }) => {
        setRefusal(null);
        grant.mutate(
          { email, active },
          {
            onSuccess: (result) => toast.success('Done', { description: result.message }),
            onError: (error) => {
              setRefusal(error.message);
              toast.error('Error', { description: error.message });
            },
          },
        );
      },
      (errors) => {
        setRefusal(null);
        toast.error('Email required', { description: firstErrorMessage(errors) });
      },
    );
  const problem = form.formState.errors.email?.message ?? refusal;
  return (
    <form onSubmit={submit(true)} className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="pro-access-email">Account e-mail</Label>
          <Input
            id="pro-access-email"
            type="email"
            placeholder="client@agency.com"
            {...problemAttributes('pro-access-email', problem)}
            {...form.register('email')}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={grant.isPending}>
            Grant Pro
          </Button>
          <Button type="button" variant="outline" disabled={grant.isPending} onClick={() => submit(false)()}>
            Take back
          </Button>
        </div>
      </div>
      <FieldProblem forId="pro-access-email" message={problem} />
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useGrantPro } from '../api/grant-pro';

/** Grant or take back Brand Explorer Pro for an account (the only way in when Pro is not sold). */
export function ProAccess() {
  const [email, setEmail] = useState('');
  const grant = useGrantPro();
  const submit = (active: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const target = email.trim();
    if (!target) return void toast.error('Email required', { description: 'Please enter an email address' });
    grant.mutate(
      { email: target, active },
      {
        onSuccess: (result) => toast.success('Done', { description: result.message }),
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit(true)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="pro-access-email">Account e-mail</Label>
        <Input
          id="pro-access-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="client@agency.com"
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
    </form>
  );
}

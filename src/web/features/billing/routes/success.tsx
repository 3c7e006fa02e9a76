import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** /success: the payment went through; the subscription state is refreshed (spec 000 §2). */
export function SuccessRoute() {
  useDocumentTitle('Payment Successful');
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [queryClient]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <CircleCheckIcon aria-hidden="true" className="size-12" />
      <h1 className="text-3xl font-semibold tracking-tight">Payment Successful!</h1>
      <p className="text-muted-foreground">Brand Explorer Pro is active. Save the brands you love.</p>
      <div className="flex gap-3">
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
        <Button asChild>
          <Link to="/favorites">My Favorites</Link>
        </Button>
      </div>
    </div>
  );
}

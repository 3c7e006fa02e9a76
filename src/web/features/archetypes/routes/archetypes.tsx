import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ARCHETYPES } from '@/domain/taxonomy';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ArchetypesRoute() {
  useDocumentTitle('Brand Archetypes');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Brand Archetypes"
        description="The twelve archetypes that shape a brand's personality, with their traits, colors and example brands."
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {ARCHETYPES.map((archetype) => (
          <li key={archetype}>
            <Link
              to={`/brands?${new URLSearchParams({ archetype })}`}
              className="group flex items-center justify-between rounded-xl border bg-card p-5 transition-colors hover:border-zinc-300 dark:hover:border-zinc-700"
            >
              <span className="font-medium">The {archetype}</span>
              <ArrowRightIcon
                aria-hidden="true"
                className="size-4 text-muted-foreground transition-transform motion-safe:group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

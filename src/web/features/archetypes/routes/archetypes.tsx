import { ARCHETYPE_CONTENT } from '@/domain/archetypes';
import { PAGE_TITLES } from '@/domain/pages';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useArchetypeBrands } from '../api/get-archetype-brands';
import { ArchetypeCard } from '../components/archetype-card';

/** /archetypes: the twelve brand archetypes (spec 000 §2). */
export function ArchetypesRoute() {
  useDocumentTitle(PAGE_TITLES.archetypes);
  const brands = useArchetypeBrands();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title="Brand Archetypes"
        description="The twelve archetypes that shape a brand's personality: their traits, the colors they tend to use and the brands of the catalogue that embody them."
      />
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
        {ARCHETYPE_CONTENT.map((content) => (
          <li key={content.value}>
            <ArchetypeCard
              content={content}
              brands={brands.data?.get(content.value)}
              isPending={brands.isPending}
              isError={brands.isError}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

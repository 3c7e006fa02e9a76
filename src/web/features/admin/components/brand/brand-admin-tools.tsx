import {
  LineChartIcon,
  LoaderCircleIcon,
  NewspaperIcon,
  PaletteIcon,
  Share2Icon,
  SparklesIcon,
  TypeIcon,
  UsersIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Brand } from '@/domain/brand';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import {
  type BrandIntelTask,
  useAnalyzeBrandColors,
  useBrandIntelTask,
  useGenerateColorNames,
} from '../../api/brand-admin';
import { notifyFailure } from '../../lib/notify';
import { FontUploadDialog } from '../font-upload-dialog';
import { BrandSources } from './brand-sources';
import { CandidatePicker } from './candidate-picker';
import { LogoLibraryEditor } from './logo-library-editor';
import { MediaEditor } from './media-editor';

const count = (value: unknown) => (Array.isArray(value) ? value.length : Object.keys(value ?? {}).length);
const counted = (value: unknown, one: string, many: string) => {
  const n = count(value);
  return `${n} ${n === 1 ? one : many}`;
};

/** How each analyzer function reports back (spec 001 §8). */
const TASKS: Record<
  BrandIntelTask,
  {
    label: string;
    icon: typeof NewspaperIcon;
    done: (result: Record<string, unknown>) => [string, string];
    fail: (error: unknown) => void;
  }
> = {
  positioning: {
    label: 'Analyze Positioning',
    icon: LineChartIcon,
    // spec 000 §8: the analyze-positioning helper's own words.
    done: () => [
      'Brand positioning analysis completed successfully',
      'Archetype, pricing and competitors updated',
    ],
    fail: (error) => notifyFailure('Failed to analyze brand positioning', undefined, error),
  },
  news: {
    label: 'Fetch News',
    icon: NewspaperIcon,
    done: (r) => ['News updated', `${counted(r.recent_news, 'recent article', 'recent articles')} found`],
    fail: (error) => notifyFailure('Error', 'Failed to fetch latest news', error),
  },
  insights: {
    label: 'Fetch Insights',
    icon: UsersIcon,
    done: (r) => ['Insights updated', `${counted(r.key_people, 'key person', 'key people')} found`],
    fail: (error) => notifyFailure('Error', 'Failed to fetch key people and insights', error),
  },
  social: {
    label: 'Test Social Analysis',
    icon: Share2Icon,
    done: (r) => {
      // The site's own address comes with the profiles; it is not one of them.
      const { website: _site, ...profiles } = (r.social_links ?? {}) as Record<string, unknown>;
      return ['Analysis completed', `${counted(profiles, 'social profile', 'social profiles')} found`];
    },
    fail: (error) => notifyFailure('Analysis failed', 'Analysis failed', error, { fromServer: true }),
  },
};

function TaskButton({ brandId, task, locked }: { brandId: string; task: BrandIntelTask; locked: boolean }) {
  const run = useBrandIntelTask(brandId, task);
  const { label, icon: Icon, done, fail } = TASKS[task];
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={locked || run.isPending}
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: (result) => {
            const [title, description] = done(result);
            toast.success(title, { description });
          },
          onError: fail,
        })
      }
    >
      {run.isPending ? (
        <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}

function ToolGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The brand page's admin tools (spec 001 §2, §6): the analyzer's single-brand functions, the brand
 * image, the main logo and the logo library, brand fonts, and where the data came from.
 */
export function BrandAdminToolsBlock({ brand }: { brand: Brand }) {
  const colors = useAnalyzeBrandColors(brand.id);
  const names = useGenerateColorNames(brand.id);
  // A protected brand is never changed by the analyzer (spec 001 §4); the server refuses it too.
  const locked = brand.protected;
  return (
    <section
      aria-labelledby="admin-tools-title"
      className="flex flex-col gap-6 rounded-xl border border-dashed bg-muted/20 p-5 sm:p-6"
    >
      <div>
        <h2 id="admin-tools-title" className="text-xl font-semibold tracking-tight">
          Admin Tools
        </h2>
        <p className="text-sm text-muted-foreground">Only admins see this block.</p>
      </div>

      <ToolGroup title="Analysis">
        {locked ? (
          <p className="text-sm text-muted-foreground">
            This brand is protected: the analyzer does not change it until it is unprotected.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <TaskButton brandId={brand.id} task="positioning" locked={locked} />
          <TaskButton brandId={brand.id} task="news" locked={locked} />
          <TaskButton brandId={brand.id} task="insights" locked={locked} />
          <TaskButton brandId={brand.id} task="social" locked={locked} />
          <Button
            variant="outline"
            size="sm"
            disabled={locked || colors.isPending}
            onClick={() =>
              colors.mutate(undefined, {
                onSuccess: () => toast.success('Brand colors updated successfully'),
                onError: (error) => notifyFailure('Failed to analyze colors', undefined, error),
              })
            }
          >
            <PaletteIcon aria-hidden="true" />
            Analyze Colors
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={locked || names.isPending}
            onClick={() =>
              names.mutate(undefined, {
                onSuccess: ({ colorNames }) =>
                  toast.success('AI color names updated', {
                    description: counted(colorNames, 'color named', 'colors named'),
                  }),
                onError: (error) =>
                  notifyFailure('Error generating names', 'Failed to generate AI color names', error),
              })
            }
          >
            <SparklesIcon aria-hidden="true" />
            AI Color Names
          </Button>
        </div>
      </ToolGroup>

      <ToolGroup title="Images and logos">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_2fr]">
          <MediaEditor
            brandId={brand.id}
            brandName={brand.name}
            kind="image"
            current={brand.brand_image_url}
          />
          <MediaEditor brandId={brand.id} brandName={brand.name} kind="logo" current={brand.logo_url} />
          <div className="md:col-span-2 xl:col-span-1">
            <LogoLibraryEditor brandId={brand.id} slug={brand.slug} />
          </div>
        </div>
      </ToolGroup>

      <ToolGroup title="Brand fonts">
        <div>
          <FontUploadDialog
            brand={{ id: brand.id, name: brand.name, slug: brand.slug }}
            trigger={
              <Button variant="outline" size="sm">
                <TypeIcon aria-hidden="true" />
                Install Brand Fonts
              </Button>
            }
          />
        </div>
      </ToolGroup>

      <ToolGroup title="Analyzer candidates">
        <CandidatePicker brand={brand} />
      </ToolGroup>

      <BrandSources brandId={brand.id} />
    </section>
  );
}

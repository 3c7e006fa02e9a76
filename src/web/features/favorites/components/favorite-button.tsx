import { HeartIcon, HeartPlusIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useFavoriteState } from './favorite-state';

/**
 * The heart on a brand card (spec 000 §2, §6, §8): visitors are asked to log in, signed-in users
 * without Pro are sent to /pricing, subscribers toggle optimistically with a rollback.
 */
export function FavoriteButton({ brandId, brandName }: { brandId: string; brandName: string }) {
  const navigate = useNavigate();
  const { subscribed, favoriteIds, settled, toggle } = useFavoriteState();
  const isFavorite = favoriteIds.has(brandId);

  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const { signedIn, subscribed } = await settled();
    if (!signedIn) {
      toast.error('Authentication required', { description: 'Please log in to save favorites' });
      return;
    }
    if (!subscribed) {
      toast('Upgrade to Pro to favorite brands');
      navigate('/pricing');
      return;
    }
    const favorite = !isFavorite;
    try {
      await toggle({ brandId, favorite });
    } catch {
      toast.error('Error', { description: 'Failed to update favorites. Please try again.' });
      return;
    }
    if (favorite) {
      toast.success('Added to favorites', { description: 'Brand has been added to your favorites' });
    } else {
      toast('Removed from favorites', { description: 'Brand has been removed from your favorites' });
    }
  };

  const Icon = subscribed ? HeartIcon : HeartPlusIcon;
  const label = !subscribed
    ? `Save ${brandName} to favorites (Pro)`
    : isFavorite
      ? `Remove ${brandName} from favorites`
      : `Save ${brandName} to favorites`;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={subscribed ? isFavorite : undefined}
      className="inline-flex size-9 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Icon aria-hidden="true" className={cn('size-4', isFavorite && 'fill-red-600 text-red-600')} />
    </button>
  );
}

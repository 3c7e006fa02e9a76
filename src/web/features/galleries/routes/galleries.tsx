import { GALLERIES, type Gallery, type GalleryId } from '@/domain/galleries';
import { GalleryPage } from '../components/gallery-page';

const wheel = 'placed on a color wheel by the hue of their primary color';

const DESCRIPTIONS: Record<GalleryId, string> = {
  luxury: `The palettes of luxury fashion, jewelry and leather houses, ${wheel}.`,
  mall: `The palettes of the stores you find in a shopping mall, ${wheel}.`,
  coffee: `The palettes of coffee chains and roasters, ${wheel}.`,
  footwear: `The palettes of sneaker and footwear brands, ${wheel}.`,
  vodka: `The palettes of vodka brands, ${wheel}.`,
};

function galleryOf(id: GalleryId): Gallery {
  const gallery = GALLERIES.find((g) => g.id === id);
  if (!gallery) throw new Error(`Unknown gallery ${id}`);
  return gallery;
}

function Page({ id }: { id: GalleryId }) {
  return <GalleryPage key={id} gallery={galleryOf(id)} description={DESCRIPTIONS[id]} />;
}

export function LuxuryColorsRoute() {
  return <Page id="luxury" />;
}

export function MallBrandsRoute() {
  return <Page id="mall" />;
}

export function CoffeeBrandsRoute() {
  return <Page id="coffee" />;
}

export function FootwearBrandsRoute() {
  return <Page id="footwear" />;
}

export function VodkaBrandsRoute() {
  return <Page id="vodka" />;
}

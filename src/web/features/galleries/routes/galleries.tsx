import { type Gallery, GalleryPage } from '../components/gallery-page';

const wheel = 'placed on a color wheel by the hue of their primary color';

const GALLERIES = {
  luxury: {
    title: 'Luxury Brand Colors',
    description: `The palettes of luxury fashion, jewelry and leather houses, ${wheel}.`,
  },
  mall: {
    title: 'Mall Brand Colors',
    description: `The palettes of the stores you find in a shopping mall, ${wheel}.`,
  },
  coffee: {
    title: 'Coffee Brand Colors',
    description: `The palettes of coffee chains and roasters, ${wheel}.`,
  },
  footwear: {
    title: 'Footwear Brand Colors',
    description: `The palettes of sneaker and footwear brands, ${wheel}.`,
  },
  vodka: {
    title: 'Vodka Brand Colors',
    description: `The palettes of vodka and spirits brands, ${wheel}.`,
  },
} satisfies Record<string, Gallery>;

export function LuxuryColorsRoute() {
  return <GalleryPage gallery={GALLERIES.luxury} />;
}

export function MallBrandsRoute() {
  return <GalleryPage gallery={GALLERIES.mall} />;
}

export function CoffeeBrandsRoute() {
  return <GalleryPage gallery={GALLERIES.coffee} />;
}

export function FootwearBrandsRoute() {
  return <GalleryPage gallery={GALLERIES.footwear} />;
}

export function VodkaBrandsRoute() {
  return <GalleryPage gallery={GALLERIES.vodka} />;
}

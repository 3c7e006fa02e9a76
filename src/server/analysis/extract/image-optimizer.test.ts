import { describe, expect, it } from 'vitest';
import { optimizedImageSource } from './image-optimizer';

describe("the file an image optimiser's address shows", () => {
  it.each([
    [
      'https://acme.example/_next/image?url=%2Fimages%2Facme-logo.png&w=384&q=75',
      'https://acme.example/images/acme-logo.png',
    ],
    [
      'https://acme.example/shop/_next/image?url=%2Fshop%2Flogo.svg&w=256&q=75',
      'https://acme.example/shop/logo.svg',
    ],
    [
      'https://acme.example/_next/image?url=https%3A%2F%2Fcdn.acme.example%2Fbrand%2Flogo.png&w=640&q=75',
      'https://cdn.acme.example/brand/logo.png',
    ],
    ['https://acme.example/_vercel/image?url=%2Flogo.png&w=128&q=100', 'https://acme.example/logo.png'],
    ['https://acme.example/.netlify/images?url=/img/logo.webp&w=300', 'https://acme.example/img/logo.webp'],
    [
      'https://acme.example/_image?href=%2F_astro%2Flogo.C1a2b3.png&w=200&f=webp',
      'https://acme.example/_astro/logo.C1a2b3.png',
    ],
  ])('%s shows %s', (address, file) => {
    expect(optimizedImageSource(address)).toBe(file);
  });

  it.each([
    // Not an optimiser's address.
    'https://acme.example/images/logo.png?w=200',
    'https://acme.example/image?url=%2Flogo.png',
    'https://acme.example/_next/static/media/logo.4f3a.svg',
    // An optimiser's address naming nothing, or nothing on the web.
    'https://acme.example/_next/image?w=384',
    'https://acme.example/_next/image?url=javascript%3Aalert(1)',
    'https://acme.example/_next/image?url=data%3Aimage%2Fpng%3Bbase64%2CAAAA',
  ])('%s stays as it is', (address) => {
    expect(optimizedImageSource(address)).toBe(address);
  });
});

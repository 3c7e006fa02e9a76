import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY } from '../../net/fetcher/safe-fetch';
import { findLogo, logoCandidateValue } from './find-logo';
import type { LogoCandidate } from './logo-candidates';

const PAGE = 'https://acme.example/';
const embedded = (url: string): LogoCandidate => ({
  kind: 'raster-image',
  url,
  source: PAGE,
  size: 0,
  confidence: 0.9,
  evidence: { source: 'logo image on the page', url: PAGE },
});

describe('finding the logo among the candidates', () => {
  it('reads a logo written into the page as a data: address from the address itself', async () => {
    const png = await sharp({ create: { width: 160, height: 40, channels: 4, background: '#E4002B' } })
      .png()
      .toBuffer();
    const address = `data:image/png;base64,${png.toString('base64')}`;
    const logo = embedded(address);
    const broken = embedded('data:image/png;base64,bm90IGFuIGltYWdl');
    const { found, others } = await findLogo([broken, logo], DEFAULT_FETCH_POLICY);
    expect(found?.candidate).toBe(logo);
    // The page it was written in is its source: the address is the file itself.
    expect(found).toMatchObject({ source: PAGE, quality: 40, image: { fileType: 'PNG' } });
    expect(others).toEqual([broken]);
    expect(logoCandidateValue(logo)?.value).toBe(address);
  });
});

import { describe, expect, it } from 'vitest';
import { hueName, hueRangeName } from './hue-names';

describe('hue names', () => {
  it('names the OKLCH hues of familiar colours', () => {
    expect(hueName(29)).toBe('red'); // #FF0000
    expect(hueName(70)).toBe('orange');
    expect(hueName(110)).toBe('yellow'); // #FFFF00
    expect(hueName(142)).toBe('green'); // #00FF00
    expect(hueName(195)).toBe('teal'); // #00FFFF
    expect(hueName(264)).toBe('blue'); // #0000FF
    expect(hueName(328)).toBe('magenta'); // #FF00FF
    expect(hueName(355)).toBe('pink');
    expect(hueName(-5)).toBe('pink');
  });

  it('names a run by its ends', () => {
    expect(hueRangeName(200, 260)).toBe('teal to blue');
    expect(hueRangeName(230, 260)).toBe('blue');
  });
});

import { describe, expect, it } from 'vitest';
import { displayValue, textToValue, valueToText } from './field-values';

describe('correction values in forms', () => {
  it('reads the text of each kind of field as the value the API expects', () => {
    expect(textToValue('text', '  Just do it ')).toEqual({ ok: true, value: 'Just do it' });
    expect(textToValue('text', '   ')).toEqual({ ok: true, value: null });
    expect(textToValue('hex', '#ff5500')).toEqual({ ok: true, value: '#FF5500' });
    expect(textToValue('hex-list', '#aa0000, #00bb00,,')).toEqual({
      ok: true,
      value: ['#AA0000', '#00BB00'],
    });
    expect(textToValue('text-list', 'Nike, Adidas ,')).toEqual({ ok: true, value: ['Nike', 'Adidas'] });
    expect(textToValue('year', '1971')).toEqual({ ok: true, value: 1971 });
    expect(textToValue('money', '1,200,000')).toEqual({ ok: true, value: 1_200_000 });
    expect(textToValue('year', 'soon')).toEqual({ ok: false, reason: 'Please enter a number' });
    expect(textToValue('json', '{"quadrant":"leader"}')).toEqual({ ok: true, value: { quadrant: 'leader' } });
    expect(textToValue('json', '{oops')).toEqual({ ok: false, reason: 'Please enter valid JSON' });
  });

  it('starts the form from the current value, and shows values as text', () => {
    expect(valueToText('text-list', ['a', 'b'])).toBe('a, b');
    expect(valueToText('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(valueToText('year', 1999)).toBe('1999');
    expect(valueToText('text', null)).toBe('');
    expect(displayValue('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue(['#FFFFFF', '#000000'])).toBe('#FFFFFF, #000000');
  });
});

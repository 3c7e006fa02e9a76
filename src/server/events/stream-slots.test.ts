import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots';

describe('StreamSlots', () => {
  it('gives each client its share and the process its ceiling, and frees a place once', () => {
    const slots = new StreamSlots(2, 3);
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(slots.take('a')).toBe('client-full');
    const b1 = slots.take('b');
    expect(slots.take('c')).toBe('process-full');
    expect(slots.total).toBe(3);
    if (typeof a1 === 'string' || typeof a2 === 'string' || typeof b1 === 'string')
      throw new Error('refused');
    a1.release();
    a1.release();
    expect(slots.total).toBe(2);
    expect(slots.take('c')).not.toBe('process-full');
    expect(slots.take('a')).toBe('process-full');
    b1.release();
    expect(typeof slots.take('a')).toBe('object');
    expect(slots.take('a')).toBe('client-full');
  });
});

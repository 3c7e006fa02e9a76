import { describe, expect, it } from 'vitest';
import { grantFailureDescription } from './admin';
import { fontExtractionFailureMessage } from './fonts';

describe('admin error messages (spec 001 §8)', () => {
  it("keeps 'Failed to extract fonts: ' before any reason but the named ones", () => {
    expect(fontExtractionFailureMessage('The storage is unavailable')).toBe(
      'Failed to extract fonts: The storage is unavailable',
    );
    expect(fontExtractionFailureMessage('Failed to extract fonts: bad zip')).toBe(
      'Failed to extract fonts: bad zip',
    );
    expect(fontExtractionFailureMessage('No ZIP file found')).toBe('No ZIP file found');
    expect(fontExtractionFailureMessage(undefined)).toBe('Failed to extract fonts: unknown error');
  });

  it("falls back to 'Failed to grant admin privileges' when the server gives no message", () => {
    expect(grantFailureDescription(undefined)).toBe('Failed to grant admin privileges');
    expect(grantFailureDescription('  ')).toBe('Failed to grant admin privileges');
    expect(grantFailureDescription('Admins only')).toBe('Admins only');
  });
});

describe('the end of a bulk run', () => {
  it('is one error with the counts when every brand failed, not a success', async () => {
    const { bulkRunSummary } = await import('./admin');
    expect(bulkRunSummary({ completed: 0, failed: 3 })).toEqual({
      kind: 'error',
      title: 'Bulk analysis error',
      description:
        'Some brands may not have been analyzed: 3 of 3 brands failed. Retry Failed puts them back in the queue.',
    });
    expect(bulkRunSummary({ completed: 4, failed: 1 }).description).toContain('1 of 5 brands failed');
    expect(bulkRunSummary({ completed: 2, failed: 0 })).toEqual({
      kind: 'success',
      title: 'Bulk analysis completed',
    });
  });
});

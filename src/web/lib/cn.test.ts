import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergedClassNames } from '../test/merged-class-names';
import { cn } from './cn';
import { classGroup } from './merge-classes';

const WEB = path.resolve(__dirname, '..');
/** Classes that only mark an element for its children's variants (`group-hover:`): they set nothing. */
const MARKERS = new Set(['group', 'peer']);

/** The utility of a class: without its variants, importance and minus sign. */
const utilityOf = (className: string) =>
  (className.match(/(?:^|:)((?:[^:[(]|\[[^\]]*\]|\([^)]*\))+)$/)?.[1] ?? className)
    .replace(/^!|!$/g, '')
    .replace(/^-/, '');

describe('cn', () => {
  it('joins conditional class names and lets a later utility win', () => {
    const isActive = true;
    const isDisabled = false;
    expect(
      cn('h-9 px-4 text-muted-foreground', isActive && 'text-foreground', isDisabled && 'opacity-50', 'h-8'),
    ).toBe('px-4 text-foreground h-8');
    expect(cn(['p-2', { 'px-4': true, 'py-8': false }], undefined, null)).toBe('p-2 px-4');
  });

  it('lets a caller’s className replace a component’s own classes', () => {
    // Button's outline look, with a caller's rounder shape and size (add-to-comparison-button.tsx).
    expect(
      cn(
        'inline-flex rounded-md text-sm border border-input bg-background h-9 px-4',
        'size-9 rounded-full bg-card',
      ),
    ).toBe('inline-flex text-sm border border-input px-4 size-9 rounded-full bg-card');
  });
});

describe('the class names the web merges', () => {
  const found = mergedClassNames(WEB);

  it('are read from cn, cva and the className props of components', () => {
    const inButton = found
      .filter((entry) => entry.file === 'components/ui/button.tsx')
      .map((entry) => entry.className);
    expect(inButton).toEqual(
      expect.arrayContaining(['inline-flex', 'h-9', 'px-4', 'hover:bg-accent', 'size-9']),
    );
    // cva's default variants name variants, not classes.
    expect(inButton).not.toContain('default');
    expect(found.length).toBeGreaterThan(500);
  });

  it('each belong to a group merge-classes.ts knows', () => {
    const unknown = found
      .filter(({ className }) => !MARKERS.has(className) && classGroup(utilityOf(className)) === undefined)
      .map(({ file, className }) => `${file}: ${className}`);
    expect(unknown).toEqual([]);
  });
});

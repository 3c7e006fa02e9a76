import { describe, expect, it } from 'vitest';
import { classGroup, mergeClasses } from './merge-classes';

describe('mergeClasses', () => {
  it('keeps the later of two classes of one group', () => {
    expect(mergeClasses('px-2 py-1 px-4')).toBe('py-1 px-4');
    expect(mergeClasses('h-9 px-4 h-8')).toBe('px-4 h-8');
    expect(mergeClasses('text-muted-foreground text-foreground')).toBe('text-foreground');
  });

  it('lets a whole box replace its sides, never a side the whole', () => {
    expect(mergeClasses('px-2 pt-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-2 px-4')).toBe('p-2 px-4');
    expect(mergeClasses('pl-3 pr-9 px-4')).toBe('px-4');
    expect(mergeClasses('px-4 pl-3')).toBe('px-4 pl-3');
    expect(mergeClasses('mt-1 my-2 mx-auto m-0')).toBe('m-0');
    expect(mergeClasses('-mx-1 mx-2')).toBe('mx-2');
    expect(mergeClasses('top-4 left-1/2 inset-0')).toBe('inset-0');
    expect(mergeClasses('left-3 inset-y-0')).toBe('left-3 inset-y-0');
    expect(mergeClasses('gap-x-2 gap-4')).toBe('gap-4');
  });

  it('tells a decoration’s thickness from its colour, and arbitrary properties by name', () => {
    expect(mergeClasses('underline decoration-1 hover:decoration-2 decoration-2')).toBe(
      'underline hover:decoration-2 decoration-2',
    );
    expect(mergeClasses('decoration-2 decoration-primary')).toBe('decoration-2 decoration-primary');
    expect(mergeClasses('[--fade:black] [mask-image:none] [--fade:transparent]')).toBe(
      '[mask-image:none] [--fade:transparent]',
    );
  });

  it('tells sizes from widths and heights', () => {
    expect(mergeClasses('w-4 h-4 size-9')).toBe('size-9');
    expect(mergeClasses('size-9 w-full')).toBe('size-9 w-full');
    expect(mergeClasses('w-full min-w-0 max-w-lg w-fit')).toBe('min-w-0 max-w-lg w-fit');
    expect(mergeClasses('h-9 max-h-none min-h-20')).toBe('h-9 max-h-none min-h-20');
  });

  it('keeps a text size beside a text colour, alignment and wrapping', () => {
    expect(mergeClasses('text-sm text-red-500')).toBe('text-sm text-red-500');
    expect(mergeClasses('text-sm text-xs')).toBe('text-xs');
    expect(mergeClasses('text-[0.65rem] text-base')).toBe('text-base');
    expect(mergeClasses('text-(--badge-fg) text-foreground')).toBe('text-foreground');
    expect(mergeClasses('text-left text-center text-balance text-lg')).toBe(
      'text-center text-balance text-lg',
    );
    expect(mergeClasses('truncate text-ellipsis')).toBe('text-ellipsis');
  });

  it('lets a text size replace an earlier line height, as tailwind-merge does', () => {
    expect(mergeClasses('leading-none text-xs')).toBe('text-xs');
    expect(mergeClasses('text-xs leading-none')).toBe('text-xs leading-none');
  });

  it('tells font weight from font family', () => {
    expect(mergeClasses('font-medium font-mono font-semibold')).toBe('font-mono font-semibold');
  });

  it('tells a border width from its colour and style, per side', () => {
    expect(mergeClasses('border border-input border-0')).toBe('border-input border-0');
    expect(mergeClasses('border-input border-transparent border-dashed')).toBe(
      'border-transparent border-dashed',
    );
    expect(mergeClasses('border-l border-2')).toBe('border-2');
    expect(mergeClasses('border-2 border-b')).toBe('border-2 border-b');
    expect(mergeClasses('border-t-red-500 border-zinc-700')).toBe('border-zinc-700');
  });

  it('tells the corners of rounded', () => {
    expect(mergeClasses('rounded-md rounded-full')).toBe('rounded-full');
    expect(mergeClasses('rounded-t-lg rounded-sm')).toBe('rounded-sm');
    expect(mergeClasses('rounded-lg rounded-t-none')).toBe('rounded-lg rounded-t-none');
    expect(mergeClasses('rounded-tl-md rounded-t-lg')).toBe('rounded-t-lg');
  });

  it('tells colours from the other background, shadow, ring, outline and stroke utilities', () => {
    expect(mergeClasses('bg-card bg-(--badge-bg) bg-muted/40')).toBe('bg-muted/40');
    expect(mergeClasses('bg-cover bg-white')).toBe('bg-cover bg-white');
    expect(mergeClasses('shadow-xs shadow-md shadow-black/10')).toBe('shadow-md shadow-black/10');
    expect(mergeClasses('ring-1 ring-black/10 ring-inset ring-2 ring-foreground')).toBe(
      'ring-inset ring-2 ring-foreground',
    );
    expect(mergeClasses('ring-offset-2 ring-offset-card')).toBe('ring-offset-2 ring-offset-card');
    expect(mergeClasses('outline-2 outline-offset-2 outline-ring outline-hidden')).toBe(
      'outline-2 outline-offset-2 outline-ring outline-hidden',
    );
    expect(mergeClasses('stroke-2 stroke-foreground stroke-ring')).toBe('stroke-2 stroke-ring');
  });

  it('tells the flex display from its shorthand, direction and wrapping', () => {
    expect(mergeClasses('flex flex-1 flex-col flex-wrap')).toBe('flex flex-1 flex-col flex-wrap');
    expect(mergeClasses('inline-flex flex hidden')).toBe('hidden');
    expect(mergeClasses('grow shrink-0 basis-1/2 flex-none')).toBe('flex-none');
    expect(mergeClasses('flex-col flex-col-reverse')).toBe('flex-col-reverse');
    expect(mergeClasses('items-start items-center justify-between justify-self-start')).toBe(
      'items-center justify-between justify-self-start',
    );
  });

  it('keeps positions, overflow and transitions apart', () => {
    expect(mergeClasses('relative absolute')).toBe('absolute');
    expect(mergeClasses('overflow-x-auto overflow-hidden')).toBe('overflow-hidden');
    expect(mergeClasses('overflow-hidden overflow-y-auto')).toBe('overflow-hidden overflow-y-auto');
    expect(mergeClasses('transition-colors transition-[filter]')).toBe('transition-[filter]');
    expect(mergeClasses('line-clamp-2 block overflow-visible')).toBe('line-clamp-2 block overflow-visible');
    expect(mergeClasses('block overflow-hidden line-clamp-2')).toBe('line-clamp-2');
  });

  it('compares classes under the same variants and importance only', () => {
    expect(mergeClasses('hover:bg-accent bg-primary')).toBe('hover:bg-accent bg-primary');
    expect(mergeClasses('hover:bg-accent hover:bg-primary/90')).toBe('hover:bg-primary/90');
    expect(mergeClasses('md:p-4 p-2 md:p-6')).toBe('p-2 md:p-6');
    expect(mergeClasses('dark:hover:border-zinc-700 hover:border-zinc-700')).toBe(
      'dark:hover:border-zinc-700 hover:border-zinc-700',
    );
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-3 size-4')).toBe('[&_svg]:size-3 size-4');
    expect(mergeClasses('[&_svg:not([class*=size-])]:size-4 [&_svg]:size-3')).toBe(
      '[&_svg:not([class*=size-])]:size-4 [&_svg]:size-3',
    );
    expect(mergeClasses('!p-2 p-4')).toBe('!p-2 p-4');
    expect(mergeClasses('p-2! !p-4')).toBe('!p-4');
  });

  it('reads arbitrary values and variables as values of their group', () => {
    expect(mergeClasses('w-[12px] w-4')).toBe('w-4');
    expect(mergeClasses('w-4 w-[calc(100%-2rem)]')).toBe('w-[calc(100%-2rem)]');
    expect(mergeClasses('max-h-[calc(100dvh-2rem)] max-h-(--radix-select-content-available-height)')).toBe(
      'max-h-(--radix-select-content-available-height)',
    );
    expect(mergeClasses('my-1 my-[5px]')).toBe('my-[5px]');
    expect(mergeClasses("after:content-[''] after:absolute after:inset-0")).toBe(
      "after:content-[''] after:absolute after:inset-0",
    );
  });

  it('keeps a class it does not know, once, and never lets it remove another', () => {
    expect(mergeClasses('group p-2 group')).toBe('p-2 group');
    expect(mergeClasses('custom-thing p-2 other-thing')).toBe('custom-thing p-2 other-thing');
    expect(mergeClasses('  p-2 \n px-4  ')).toBe('p-2 px-4');
    expect(mergeClasses('')).toBe('');
  });
});

describe('classGroup', () => {
  it.each([
    ['p-4', 'p'],
    ['px-2.5', 'px'],
    ['pl-10', 'pl'],
    ['size-4.5', 'size'],
    ['text-sm', 'font-size'],
    ['text-sm/6', 'font-size'],
    ['text-red-700', 'text-color'],
    ['border', 'border-w'],
    ['border-b', 'border-w-b'],
    ['border-dashed', 'border-style'],
    ['border-foreground', 'border-color'],
    ['rounded-xl', 'rounded-'],
    ['rounded-t-lg', 'rounded-t'],
    ['ring-inset', 'ring-inset'],
    ['translate-x-1/2', 'translate-x'],
    ['flex', 'display'],
    ['flex-[2]', 'flex'],
    ['justify-self-start', 'justify-self'],
    ['justify-end', 'justify'],
    ['pointer-events-none', 'pointer-events'],
    ['place-items-center', 'place-items'],
  ])('%s is in group %s', (utility, group) => {
    expect(classGroup(utility)).toBe(group);
  });

  it('knows no group for classes that only mark an element', () => {
    expect(classGroup('group')).toBeUndefined();
    expect(classGroup('peer')).toBeUndefined();
  });
});

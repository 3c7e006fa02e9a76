// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './after-first-paint';
import { APP_HYDRATED_EVENT } from './app-hydrated';

function bootTag(entry: string, chunks: string[]) {
  const tag = document.createElement('script');
  tag.setAttribute('data-entry', entry);
  tag.setAttribute('data-chunks', chunks.join(' '));
  return tag;
}

const appTags = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
});

describe('a server-rendered page starting its app', () => {
  it('asks for the entry and its chunks once the page has painted, once', async () => {
    startAfterFirstPaint(bootTag('/assets/index-1.js', ['/assets/framework-1.js', '/assets/brands-1.js']));
    expect(appTags().scripts).toEqual([]);
    await later(60);
    expect(appTags()).toEqual({
      scripts: ['/assets/index-1.js'],
      preloads: ['/assets/framework-1.js', '/assets/brands-1.js'],
    });
    const module = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(module.crossOrigin).toBe('');
    await later(1_100);
    expect(appTags().scripts).toHaveLength(1);
  });

  it('does nothing without an entry', async () => {
    startAfterFirstPaint(null);
    startAfterFirstPaint(document.createElement('script'));
    await later(60);
    expect(appTags().scripts).toEqual([]);
  });

  it('holds a press on a button of the page until the app has taken over, then replays it', async () => {
    document.body.innerHTML =
      '<div id="root"><button type="button">Copy</button></div><button id="outside">Other</button>';
    const button = document.querySelector('#root button') as HTMLButtonElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    let presses = 0;
    let outsidePresses = 0;
    button.addEventListener('click', () => presses++);
    outside.addEventListener('click', () => outsidePresses++);
    startAfterFirstPaint(bootTag('/assets/index-1.js', []));

    button.click();
    outside.click();
    expect(presses).toBe(0);
    expect(outsidePresses).toBe(1);
    // The press starts the app at once, without waiting for the paint.
    expect(appTags().scripts).toEqual(['/assets/index-1.js']);

    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(presses).toBe(1);
    // From then on presses reach the app directly.
    button.click();
    expect(presses).toBe(2);
  });

  it('holds a press on a radio or a checkbox, unchecked, and replays it', () => {
    document.body.innerHTML =
      '<div id="root"><input type="radio" name="sort" value="alpha"><input type="checkbox"></div>';
    const [radio, checkbox] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    const changed: string[] = [];
    for (const input of [radio, checkbox])
      input?.addEventListener('click', () => changed.push(`${input.type} ${input.checked}`));
    startAfterFirstPaint(bootTag('/assets/index-1.js', []));

    radio?.click();
    checkbox?.click();
    expect(changed).toEqual([]);
    expect([radio?.checked, checkbox?.checked]).toEqual([false, false]);

    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(changed).toEqual(['radio true', 'checkbox true']);
  });

  it('keeps a choice made in a list and announces it again once the app has taken over', () => {
    document.body.innerHTML =
      '<div id="root"><select><option value="all">All</option><option value="Beverages">Beverages</option></select></div>' +
      '<select id="outside"><option value="a">A</option><option value="b">B</option></select>';
    const list = document.querySelector('#root select') as HTMLSelectElement;
    const outside = document.getElementById('outside') as HTMLSelectElement;
    list.value = 'Beverages';
    const heard: string[] = [];
    list.addEventListener('change', () => heard.push(list.value));
    outside.addEventListener('change', () => heard.push(`outside ${outside.value}`));
    startAfterFirstPaint(bootTag('/assets/index-1.js', []));

    list.value = 'all';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    outside.value = 'b';
    outside.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual(['outside b']);
    // The choice starts the app at once.
    expect(appTags().scripts).toEqual(['/assets/index-1.js']);

    // Taking the page over, the app draws the list with the value it was rendered with.
    list.value = 'Beverages';
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(heard).toEqual(['outside b', 'all']);
    expect(list.value).toBe('all');
  });

  it('announces no choice the app no longer offers', () => {
    document.body.innerHTML =
      '<div id="root"><select><option value="a">A</option><option value="b">B</option></select></div>';
    const list = document.querySelector('#root select') as HTMLSelectElement;
    const heard: string[] = [];
    list.addEventListener('change', () => heard.push(list.value));
    startAfterFirstPaint(bootTag('/assets/index-1.js', []));

    list.value = 'b';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    // The app draws the list again without that option.
    list.querySelector('option[value="b"]')?.remove();
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(heard).toEqual([]);
  });
});

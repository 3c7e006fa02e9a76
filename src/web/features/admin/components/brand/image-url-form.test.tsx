import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageUrlForm, readImageUrlInput } from './image-url-form';

const render = (props: Partial<ComponentProps<typeof ImageUrlForm>> = {}) =>
  renderToString(
    <ImageUrlForm
      urlLabel="Main logo URL"
      placeholder="https://…/image.png"
      submitLabel="Set URL"
      onProblem={() => {}}
      onSubmit={() => {}}
      {...props}
    />,
  );

const DISABLED = /\sdisabled=""/;
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}[^>]*>`, 'g')) ?? [];

describe('readImageUrlInput', () => {
  it('sends the address and the name trimmed', () => {
    expect(readImageUrlInput('  https://cdn.example.com/logo.svg ', ' Hosted Logo ')).toEqual({
      url: 'https://cdn.example.com/logo.svg',
      name: 'Hosted Logo',
    });
    expect(readImageUrlInput('https://cdn.example.com/logo.svg', '')).toEqual({
      url: 'https://cdn.example.com/logo.svg',
      name: '',
    });
  });

  it('refuses an empty address, however the name reads', () => {
    expect(readImageUrlInput('', 'Logo')).toBeNull();
    expect(readImageUrlInput('   ', '')).toBeNull();
  });
});

describe('ImageUrlForm', () => {
  it('has one labelled address field unless a name is asked for', () => {
    const html = render();
    expect(tags(html, 'input')).toHaveLength(1);
    expect(html).toContain('Main logo URL</label>');
    expect(html).toContain('Set URL</button>');
    expect(html).not.toContain('Name (optional)');
  });

  it('adds a labelled, optional name field when given its label', () => {
    const html = render({
      urlLabel: 'Library logo URL',
      nameLabel: 'Library logo name',
      submitLabel: 'Add by URL',
    });
    const [url, name] = tags(html, 'input');
    expect(tags(html, 'input')).toHaveLength(2);
    expect(url).toContain('type="url"');
    expect(name).toContain('placeholder="Name (optional)"');
    expect(name).toContain('maxLength="160"');
    for (const label of ['Library logo URL', 'Library logo name']) {
      const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
  });

  it('disables fields and button together, or only the button while submitting', () => {
    const off = render({ disabled: true });
    expect(tags(off, 'input')[0]).toMatch(DISABLED);
    expect(tags(off, 'button')[0]).toMatch(DISABLED);
    const submitting = render({ submitting: true });
    expect(tags(submitting, 'input')[0]).not.toMatch(DISABLED);
    expect(tags(submitting, 'button')[0]).toMatch(DISABLED);
  });
});

import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../pipeline/site-snapshot';
import { looksLikePersonName, mergeKeyPeople, peopleFromJsonLd, peopleFromTeamPage } from './key-people';

const PAGE = 'https://brand.example/company/team';

describe('looksLikePersonName', () => {
  it('accepts names and refuses page furniture', () => {
    for (const name of [
      'Maya Okafor',
      'Tomás Reyes',
      'Jean-Luc Picard',
      'Ludwig van Beethoven',
      'J. R. Smith',
      "Sinéad O'Brien",
    ]) {
      expect(looksLikePersonName(name), name).toBe(true);
    }
    for (const text of [
      'Our Team',
      'Meet The Founders',
      'Madonna',
      'Chief Executive Officer',
      'Ridgeline 40',
      'Read More',
      'Free Shipping & Returns',
      'this is a sentence',
    ]) {
      expect(looksLikePersonName(text), text).toBe(false);
    }
  });
});

describe('peopleFromJsonLd', () => {
  it('reads founders, employees and Person nodes with a job title', () => {
    const $ = load(
      `<script type="application/ld+json">${JSON.stringify({
        '@type': ['Organization', 'Brand'],
        founders: [{ '@type': 'Person', name: 'Ada Park', image: { url: '/ada.png' } }, 'Ben Ode'],
        employee: [
          { '@type': 'Person', name: 'Cy Ng', jobTitle: 'CTO', sameAs: 'https://www.linkedin.com/in/cyng' },
          { '@type': 'Person', name: 'No Title' },
        ],
      })}</script><script type="application/ld+json">{"@type":"Person","name":"Di Vo","jobTitle":"Head of Design","description":"Leads design."}</script>`,
    );
    expect(peopleFromJsonLd(readJsonLd($), 'https://brand.example/')).toEqual([
      expect.objectContaining({
        name: 'Ada Park',
        title: 'Founder',
        photo_url: 'https://brand.example/ada.png',
      }),
      expect.objectContaining({ name: 'Ben Ode', title: 'Founder', photo_url: null }),
      expect.objectContaining({
        name: 'Cy Ng',
        title: 'CTO',
        linkedin_url: 'https://www.linkedin.com/in/cyng',
      }),
      expect.objectContaining({ name: 'Di Vo', title: 'Head of Design', bio: 'Leads design.' }),
    ]);
  });
});

describe('peopleFromTeamPage', () => {
  it('reads person cards: name, title, bio, photo and profiles of the same card only', () => {
    const $ = load(`<main><h1>Meet the Team</h1>
      <ul>
        <li><img src="/p/ada.jpg"><h4>Ada Park</h4><span>Founder &amp; CEO</span>
          <p>Ada started the company in her garage and still answers customer mail every Friday.</p>
          <a href="https://linkedin.com/in/adapark">in</a> <a href="https://twitter.com/adapark">x</a></li>
        <li><div class="name">Ben Ode</div><div class="title">VP Engineering</div></li>
        <li><h4>Summer Collection</h4><span>New in store</span></li>
      </ul>
      <section><strong>Cy Ng</strong></section>
      <div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Di Vo</span><span itemprop="jobTitle">Designer</span></div>
    </main>`);
    const people = peopleFromTeamPage($, PAGE);
    expect(people.map((p) => [p.name, p.title])).toEqual([
      ['Ada Park', 'Founder & CEO'],
      ['Ben Ode', 'VP Engineering'],
      ['Di Vo', 'Designer'],
    ]);
    expect(people[0]).toMatchObject({
      bio: 'Ada started the company in her garage and still answers customer mail every Friday.',
      photo_url: 'https://brand.example/p/ada.jpg',
      linkedin_url: 'https://www.linkedin.com/in/adapark',
      twitter_url: 'https://twitter.com/adapark',
    });
    expect(people[1]).toMatchObject({ photo_url: null, linkedin_url: null, bio: null });
  });

  it('gives nobody a title when it cannot tell whose it is', () => {
    const $ = load('<div><h3>Ada Park</h3><h3>Ben Ode</h3><p>Chief Executive Officer</p></div>');
    expect(peopleFromTeamPage($, PAGE)).toEqual([]);
  });
});

describe('mergeKeyPeople', () => {
  it('keeps one record per person, filling gaps from later sources, with the brand as company', () => {
    const base = {
      title: null,
      company: null,
      joined_year: null,
      bio: null,
      photo_url: null,
      linkedin_url: null,
      twitter_url: null,
    };
    const merged = mergeKeyPeople(
      [
        [{ ...base, name: 'Ada Park', title: 'Founder' }],
        [
          { ...base, name: 'ada park', title: 'CEO', photo_url: 'https://brand.example/a.jpg' },
          { ...base, name: 'Ben Ode', title: 'CTO' },
        ],
      ],
      'Brand',
    );
    expect(merged).toEqual([
      {
        ...base,
        name: 'Ada Park',
        title: 'Founder',
        photo_url: 'https://brand.example/a.jpg',
        company: 'Brand',
      },
      { ...base, name: 'Ben Ode', title: 'CTO', company: 'Brand' },
    ]);
  });
});

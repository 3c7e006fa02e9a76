import { type IntelFixture, page } from './fixture-truth';

/** A holding page that says nothing: every stage must find nothing rather than make something up. */
export const quietSite: IntelFixture = {
  name: 'Gleam Studio',
  industry: 'Other',
  site: {
    '/': {
      body: page({ title: 'Coming soon', body: '<main><h1>Coming soon</h1><p>Sign up below.</p></main>' }),
    },
  },
  truth: {
    archetype: null,
    pricing: null,
    news: null,
    socialLinks: null,
    keyPeople: [],
  },
};

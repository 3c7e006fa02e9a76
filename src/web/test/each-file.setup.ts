import { configure } from '@testing-library/react';

/**
 * Set up before each web test file. `findBy…` and `waitFor` wait up to 5 s for what they look
 * for, not Testing Library's 1 s: on a busy 2-core machine a save's round trip through the
 * recording API and React's next render can take longer. They return as soon as it shows.
 */
configure({ asyncUtilTimeout: 5_000 });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../domain/contracts';
import { authCalls } from '../domain/contracts/auth';
import { createTestApp, type TestApp } from '../server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API contracts and the routes the server serves', () => {
  it('match one to one: every operation comes from a contract, and every contract is served', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // better-auth serves its own endpoints; their contracts are for the web's calls.
    const declared = Object.keys(API_CALLS).filter((name) => !(name in authCalls));
    expect(served.filter((operation) => !declared.includes(operation))).toEqual([]);
    expect(declared.filter((name) => !served.includes(name))).toEqual([]);
  });

  it('publish each operation as its contract describes it', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    const wrong = Object.entries(API_CALLS)
      .filter(([name]) => !(name in authCalls))
      .filter(([name, call]) => {
        const [method = '', path = ''] = name.split(' ');
        const operation = document.paths[path]?.[method.toLowerCase()];
        const statuses = [String(call.ok.status), ...Object.keys(call.problems)].sort();
        return (
          operation?.summary !== call.summary ||
          statuses.some((status) => !(status in (operation?.responses ?? {})))
        );
      })
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });
});

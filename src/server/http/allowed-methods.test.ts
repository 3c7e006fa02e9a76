import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { allowedMethodsOf } from './allowed-methods';

describe('the methods a path is routed for', () => {
  const app = new Hono();
  app.use('*', async (_c, next) => next());
  app.get('/api/brands', (c) => c.text('list'));
  app.post('/api/brands', (c) => c.text('made'));
  app.put('/api/favorites/:brandId', (c) => c.text('saved'));
  app.delete('/api/favorites/:brandId', (c) => c.text('removed'));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => c.text('auth'));
  app.all('/api/*', (c) => c.text('none', 404));
  const allowed = allowedMethodsOf(app.routes);

  it("reads each path's methods with the router's own matching, HEAD with GET", () => {
    expect(allowed('/api/brands')).toEqual(['GET', 'POST', 'HEAD']);
    expect(allowed('/api/favorites/3f1c')).toEqual(['PUT', 'DELETE']);
  });

  it('knows no methods for a path no route names, nor from middleware, catch-alls and wildcards', () => {
    expect(allowed('/api/nothing-here')).toEqual([]);
    expect(allowed('/api/favorites')).toEqual([]);
    expect(allowed('/api/auth/sign-out')).toEqual([]);
  });
});

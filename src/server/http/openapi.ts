import type { Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
});

/** A failed validation answers 400 with a problem document naming every invalid parameter. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const errors = result.error.issues.map((issue) => ({
    name: issue.path.join('.') || '(body)',
    reason: issue.message,
  }));
  const names = [...new Set(errors.map((e) => e.name))].join(', ');
  return problemJson(c, 400, `Invalid parameter: ${names}`, { errors });
};

/** An OpenAPI response entry for a problem document. */
export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

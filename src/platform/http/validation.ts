import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses input with a zod schema; a failure is a 400 naming the first offending field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return (() => {
    throw new AppError(400, 'invalidInput', missing ? 'common.errors.requiredField' : 'common.errors.invalidField', { field }, field);
  })();
}

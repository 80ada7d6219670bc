import type { z } from 'zod';
import { AppError } from './errors.ts';
import type { Translate } from '../i18n/index.ts';

/** Schemas may give an i18n key as an issue's message (`'accounts.errors.nameTaken'`); other messages are zod's own. */
const isMessageKey = (message: string) => /^[a-z][\w-]*\.[\w.-]+$/.test(message);

const fieldOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.') || 'body';

const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && /received undefined/.test(issue.message);

/** Parses input with a zod schema; a failure is a 400 naming the first offending field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldOf(issue);
  const messageKey = isMessageKey(issue.message) ? issue.message : isMissing(issue) ? 'common.errors.requiredField' : 'common.errors.invalidField';
  throw new AppError(400, 'invalidInput', messageKey, { field }, field);
}

/** A form's zod issues as one translated message per field, for re-rendering the form next to its inputs. */
export function formErrors(error: z.ZodError, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue);
    if (errors[field]) continue;
    errors[field] = isMessageKey(issue.message)
      ? t(issue.message)
      : t(isMissing(issue) ? 'common.errors.requiredField' : 'common.errors.invalidField', { field });
  }
  return errors;
}

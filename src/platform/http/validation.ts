import type { z } from 'zod';
import { AppError } from './errors.ts';
import type { Translate } from '../i18n/index.ts';

/** Schemas may give an i18n key as an issue's message (`'accounts.errors.nameTaken'`); other messages are zod's own. */
const isMessageKey = (message: string) => /^[a-z][\w-]*\.[\w.-]+$/.test(message);

const fieldOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.') || 'body';

const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && /received undefined/.test(issue.message);

/**
 * C0 control characters but tab, line feed and carriage return, DEL, and a lone UTF-16 surrogate half (not text
 * UTF-8 can store). Postgres refuses NUL in text (a 500), and none of them belongs in anything a member types;
 * multiline fields keep their tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character `controlCharacter` refuses. */
export const hasControlCharacter = (text: string) => controlCharacter.test(text);

/** The text without those characters: what a refused form shows again. */
export const withoutControlCharacters = (text: string) => text.replace(new RegExp(controlCharacter.source, 'g'), '');

/**
 * The path (`a.b.0`) of the first string in `value` — nested objects and arrays, their keys included — that holds a
 * control character; `root` for `value` itself. Null when there is none.
 */
export function findControlCharacter(value: unknown, root = 'body'): string | null {
  // Depth first, in the input's order, without recursion (a 100 kB body can nest deeper than the call stack), and
  // each path a link to its parent, so deep input costs no more than wide input.
  type Path = { key: string; parent: Path } | null;
  const name = (path: Path) => {
    const keys: string[] = [];
    for (let p = path; p; p = p.parent) keys.push(p.key);
    return keys.reverse().join('.') || root;
  };
  const stack: { value: unknown; path: Path }[] = [{ value, path: null }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) return name(path);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const entries = Object.entries(v);
    // A key is named by where it stands, never by its own unprintable text.
    if (entries.some(([key]) => hasControlCharacter(key))) return name(path);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: { key: entries[i]![0], parent: path } });
  }
  return null;
}

/** The 400 for a control character, naming the field (`common.errors.controlCharacter`). */
export const controlCharacterError = (field: string) => new AppError(400, 'invalidInput', 'common.errors.controlCharacter', { field }, field);

/**
 * Refuses raw input holding a control character anywhere (see `findControlCharacter`) with a 400 naming the field.
 * `parseInput` does this before every schema; call it yourself only for text a schema parses further (a JSON string).
 */
export function refuseControlCharacters(value: unknown, root = 'body'): void {
  const field = findControlCharacter(value, root);
  if (field) throw controlCharacterError(field);
}

/**
 * Parses input with a zod schema; a failure is a 400 naming the first offending field. A control character anywhere
 * in the raw input is refused first, so no schema (nor its `.catch`) can let one through to the database.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  refuseControlCharacters(value);
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

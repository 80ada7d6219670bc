import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Access } from '../../platform/auth/access.ts';
import type { FormInput, FormView } from '../../platform/http/define.ts';
import { AppError, FieldErrors } from '../../platform/http/errors.ts';
import { showForm } from '../../platform/http/pages.ts';
import { findControlCharacter, formErrors } from '../../platform/http/validation.ts';
import { makeTicketPictures, receiveTicketForm } from './pictures.ts';
import type { NewPicture } from './repo.ts';

/**
 * A ticket form with pictures (multipart: text fields, up to `maxFiles` `file` parts, the form token in the query
 * string), declared like any form: its schema, the view shown again with `values` and translated `errors`, and an
 * action. The platform cannot parse a streamed body before the handler, so this does what its form mode does:
 * a control character, a field that fails the schema, a picture refused (415) or a 4xx from the action shows the
 * form again with what was typed; a 403 or 404 goes to the error page.
 */
export async function submitWithPictures<T, A extends Access, P, Q>(
  req: Request,
  res: Response,
  schema: z.ZodType<T>,
  form: FormView<A, P, Q>,
  input: Omit<FormInput<A, P, Q>, 'values'>,
  maxFiles: number,
  act: (body: T, pictures: NewPicture[]) => Promise<void>,
): Promise<void> {
  let fields: Record<string, string> = {};
  const again = (errors: Record<string, string>, status: number) => showForm(req, res, form, input, { values: fields, errors }, status);
  try {
    const received = await receiveTicketForm(req, maxFiles);
    fields = received.fields;
    const control = findControlCharacter(fields);
    if (control) return again({ [control]: req.ctx.t('common.errors.controlCharacter', { field: control }) }, 400);
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return again(formErrors(parsed.error, req.ctx.t), 400);
    await act(parsed.data, await makeTicketPictures(received.files));
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500 || err.status === 403 || err.status === 404 || res.headersSent) throw err;
    fields = { ...((err as AppError & { fields?: Record<string, string> }).fields ?? {}), ...fields };
    res.set(err.headers);
    const keys = err instanceof FieldErrors ? err.fields : { [err.field ?? 'form']: err.messageKey };
    return again(Object.fromEntries(Object.entries(keys).map(([f, key]) => [f, req.ctx.t(key, err.params)])), err.status);
  }
}

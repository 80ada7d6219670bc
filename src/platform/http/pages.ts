import type { Express, Request, RequestHandler, Response } from 'express';
import { AppError, FieldErrors, notFound } from './errors.ts';
import { findControlCharacter, formErrors, parseInput, refuseControlCharacters, withoutControlCharacters } from './validation.ts';
import type { AppModule, FormInput, FormView, PageDef } from './define.ts';
import type { Access } from '../auth/access.ts';
import { guardRequest, refusalError } from './guard-middleware.ts';
import { membershipRefusalPage } from './membership-refusal.ts';
import { rateLimitFor } from './rate-limit.ts';

/** Mounts every module's pages in module order; each goes through the §4 guard with its declared access. */
export function mountPages(app: Express, modules: AppModule[]): void {
  const ensureSession = app.locals.ensureSession as RequestHandler;
  for (const m of modules) {
    for (const def of m.pages ?? []) {
      const run: RequestHandler = (req, res) => runPage(def, req, res);
      if (def.startsSession) app[def.method ?? 'get'](def.path, ensureSession, run);
      else app[def.method ?? 'get'](def.path, run);
    }
  }
}

/**
 * The order of every page: rate limit → guard → params → query → body → handler. In form mode a body that
 * fails its schema, or a 4xx AppError from the handler, shows the form again with the errors by field.
 */
async function runPage(def: PageDef, req: Request, res: Response): Promise<unknown> {
  if (def.rateLimit) await rateLimitFor(def.rateLimit, req);
  const decision = guardRequest(def, req);
  if (!decision.allow) {
    if (decision.reason === 'impersonating' || decision.reason === 'darkSiteOnly' || decision.reason === 'regularSiteOnly' || decision.reason === 'featureDisabled') throw refusalError(decision.reason);
    const membersOnly = decision.reason === 'membership' ? membershipRefusalPage() : null;
    if (membersOnly) return membersOnly(req, res, req.originalUrl);
    return res.redirect(decision.redirect);
  }
  const params = def.params ? def.params.safeParse(req.params) : { success: true as const, data: req.params };
  if (!params.success || findControlCharacter(req.params)) throw notFound();
  const query = def.query ? parseInput(def.query, req.query) : unparsed(req.query, 'query');
  const viewer = req.ctx.viewer;
  const actor = req.ctx.actor;
  if (!def.form || !def.body) {
    const body = def.body ? parseInput(def.body, req.body ?? {}) : unparsed(req.body, 'body');
    return def.handler({ params: params.data, query, body, viewer, actor }, req, res);
  }
  const input = { params: params.data, query, viewer, actor };
  const control = findControlCharacter(req.body ?? {});
  if (control) return showForm(req, res, def.form, input, { errors: { [control]: req.ctx.t('common.errors.controlCharacter', { field: control }) } }, 400);
  const parsed = def.body.safeParse(req.body ?? {});
  if (!parsed.success) return showForm(req, res, def.form, input, { errors: formErrors(parsed.error, req.ctx.t) }, 400);
  try {
    return await def.handler({ ...input, body: parsed.data }, req, res);
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500 || res.headersSent) throw err;
    if (def.form.slot && (err.status === 403 || err.status === 404)) throw err;
    res.set(err.headers);
    const keys = err instanceof FieldErrors ? err.fields : { [err.field ?? 'form']: err.messageKey };
    const errors = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, req.ctx.t(key, err.params)]));
    return showForm(req, res, def.form, input, { errors }, err.status);
  }
}

/** Input a page reads without a schema is still refused when it holds a control character (validation.ts). */
function unparsed<T>(value: T, root: string): T {
  refuseControlCharacters(value, root);
  return value;
}

/** Fields never sent back into a form: passwords and one-time codes. */
const secretField = /password|^code$|^recoveryCode$|^_csrf$/i;

/** What the member typed, to fill the form again (strings only, secrets left out, control characters dropped). */
export function submittedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !secretField.test(key)) values[key] = withoutControlCharacters(value);
  }
  return values;
}

/**
 * Renders a form page: its view with its locals (built from the page's parsed `input`), the submitted `values`
 * (or `state.values`) and `errors`; a form in a host page renders the host page with them in `forms[slot]`.
 * GET handlers call it too, so the first showing and a re-showing after an error are the same page.
 */
export async function showForm<A extends Access, P, Q>(
  req: Request,
  res: Response,
  form: FormView<A, P, Q>,
  input: Omit<FormInput<A, P, Q>, 'values'>,
  state: { values?: Record<string, unknown>; errors?: Record<string, string> } = {},
  status = 200,
): Promise<void> {
  const values = state.values ?? (req.method === 'POST' ? submittedValues(req.body) : {});
  const errors = state.errors ?? {};
  const withValues = { ...input, values };
  if (form.slot === undefined) return res.status(status).render(form.view, { ...(await form.locals(req, withValues)), values, errors });
  const { view, locals } = await form.host(req, withValues);
  res.status(status).render(view, { ...locals, forms: { [form.slot]: { values, errors } } });
}

import type { Express, Request, Response } from 'express';
import { notFound } from './errors.ts';
import { parseInput } from './validation.ts';
import type { AppModule, PageDef } from './define.ts';
import { guardRequest } from './guard-middleware.ts';
import { rateLimitFor } from './rate-limit.ts';

/** Mounts every module's pages in module order; each goes through the §4 guard with its declared access. */
export function mountPages(app: Express, modules: AppModule[]): void {
  for (const m of modules) {
    for (const def of m.pages ?? []) app[def.method ?? 'get'](def.path, (req, res) => runPage(def, req, res));
  }
}

async function runPage(def: PageDef, req: Request, res: Response): Promise<unknown> {
  if (def.rateLimit) await rateLimitFor(def.rateLimit, req);
  const decision = guardRequest(def.access, req);
  if (!decision.allow) return res.redirect(decision.redirect);
  const params = def.params ? def.params.safeParse(req.params) : { success: true as const, data: req.params };
  if (!params.success) throw notFound();
  const query = def.query ? parseInput(def.query, req.query) : req.query;
  const body = def.body ? parseInput(def.body, req.body ?? {}) : req.body;
  return def.handler({ params: params.data, query, body }, req, res);
}

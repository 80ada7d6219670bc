import { Router, json, type Request, type Response } from 'express';
import { AppError, methodNotAllowed, notFound } from './errors.ts';
import { parseInput } from './validation.ts';
import type { ActionDef, AppModule } from './define.ts';
import { assertApiAccess } from './guard-middleware.ts';
import { rateLimitFor } from './rate-limit.ts';
import { buildOpenApi } from './openapi.ts';

type Registered = { controller: string; action: string; def: ActionDef };

/** Mounts every module's actions at /api/<Controller>/<Action> (names match case-insensitively). */
export function apiRouter(modules: AppModule[]): Router {
  const actions = new Map<string, Registered>();
  for (const { controller, actions: defs } of modules.flatMap((m) => m.api ?? [])) {
    for (const [action, def] of Object.entries(defs)) {
      actions.set(`${controller}/${action}`.toLowerCase(), { controller, action, def });
    }
  }
  const openApi = buildOpenApi([...actions.values()]);

  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  router.use(json({ limit: '100kb', strict: false }));
  router.all('/:controller/:action', async (req: Request, res: Response) => {
    const found = actions.get(`${req.params.controller}/${req.params.action}`.toLowerCase());
    if (!found) throw notFound('common.errors.unknownAction');
    const { def } = found;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (method !== def.method) throw methodNotAllowed(def.method === 'GET' ? 'GET, HEAD' : def.method);
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!def.multipart && def.method === 'POST' && hasBody && req.body === undefined) {
      throw new AppError(415, 'unsupportedMediaType', 'common.errors.jsonRequired');
    }
    await rateLimitFor(def.rateLimit ?? 'api', req);
    assertApiAccess(def, req);
    const raw = def.method === 'GET' || def.multipart ? req.query : (req.body ?? {});
    const input = parseInput(def.input, raw);
    if (def.multipart && !req.is('multipart/form-data')) throw new AppError(415, 'unsupportedMediaType', 'common.errors.multipartRequired');
    const output = await def.handler(input, { ...req.ctx, actor: req.ctx.actor, req, res });
    if (res.headersSent) return;
    res.json(def.output.parse(output));
  });
  router.all('/{*rest}', () => {
    throw notFound('common.errors.unknownAction');
  });
  return router;
}

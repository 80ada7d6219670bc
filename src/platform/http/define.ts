import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Access } from '../auth/access.ts';
import type { RequestContext } from './context.ts';
import type { JobHandlers } from '../jobs/index.ts';

/** A named rate limit an action or page opts into; see rate-limit.ts for the budgets. */
export type RateLimitName = 'api' | 'auth' | 'authAccount' | 'signup' | 'forgot' | 'forgotAccount';

export type PageInput<P, Q, B> = { params: P; query: Q; body: B };

/** A server-rendered route (or htmx fragment) with its access stated where it is declared. */
export type PageDef<P = unknown, Q = unknown, B = unknown> = {
  method?: 'get' | 'post';
  path: string | string[];
  access: Access;
  /** Route params; a value that fails this schema is a 404 (ids are digits, dates yyyy-MM-dd). */
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  rateLimit?: RateLimitName;
  handler: (input: PageInput<P, Q, B>, req: Request, res: Response) => unknown;
};

export type ActionContext = RequestContext & { req: Request; res: Response };

/** An /api/<Controller>/<Action> call: method, zod input and output, access and handler. */
export type ActionDef<I = unknown, O = unknown> = {
  method: 'GET' | 'POST';
  summary?: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  access: Access;
  rateLimit?: RateLimitName;
  handler: (input: I, ctx: ActionContext) => Promise<O> | O;
};

/** Declares a page route; the type parameters are inferred from the schemas. */
export function definePage<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>>(
  def: PageDef<P, Q, B>,
): PageDef {
  return def as PageDef;
}

/** Declares an API action; the handler's input and return types come from the schemas. */
export function defineAction<I, O>(def: ActionDef<I, O>): ActionDef {
  return def as unknown as ActionDef;
}

/** What a domain module hands to the app: its pages, its API controller, its jobs. */
export type AppModule = {
  name: string;
  pages?: PageDef[];
  /** API controllers: /api/<controller>/<action>. */
  api?: { controller: string; actions: Record<string, ActionDef> }[];
  /** Background work this module does, by job name. */
  jobs?: JobHandlers;
};

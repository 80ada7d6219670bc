import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Access, Exemption, LoggedOnAccess, SiteFeature, SiteGate } from '../auth/access.ts';
import type { RequestContext } from './context.ts';
import type { Actor, ProfileActor } from '../auth/actor.ts';
import type { PolicyAction } from '../auth/authorize.ts';
import type { JobHandlers, Schedule } from '../jobs/index.ts';
import type { Subscribers } from '../events/index.ts';
import type { WebhookDef } from '../webhooks/define.ts';

/**
 * The named rate limits, each declared by its module (the platform's own: `api`). A module names its limits by
 * declaration merging and gives their budgets with `registerRateLimit` (rate-limit.ts) from its index.ts:
 * ```ts
 * declare module '../../platform/http/define.ts' { interface RateLimitNames { upload: true } }
 * registerRateLimit('upload', { points: 120, duration: 3600 });
 * ```
 */
export interface RateLimitNames {
  api: true;
}
/** A named rate limit an action or page opts into (`rateLimit: 'auth'`), declared by its module. */
export type RateLimitName = keyof RateLimitNames & string;

/** Behind `user`, `member` and staff access the guard has admitted a viewer, so handlers get it non-null. */
export type ViewerFor<A extends Access> = A extends LoggedOnAccess ? Express.User : Express.User | null;

/** Behind `user`, `member` and staff access the actor is a profile; elsewhere it may be a visitor. */
export type ActorFor<A extends Access> = A extends LoggedOnAccess ? ProfileActor : Actor;

export type PageInput<P, Q, B, A extends Access = Access> = { params: P; query: Q; body: B; viewer: ViewerFor<A>; actor: ActorFor<A> };

/** What the guard reads: the access, the §4 confinements this route is exempt from, and the impersonation rule. */
type AccessFields<A extends Access> = {
  access: A;
  /** Refused (403) while staff act as the member: credentials, consents, language. */
  notImpersonating?: boolean;
  /** Spec §4 confinements this route stays open under (e.g. /ReAcceptance is exempt from `terms`). */
  exempt?: readonly Exemption[];
  /** The one site this route exists on (`'dark'`: relations, kinks, the guestbook's calls); a 404 on the other. */
  site?: SiteGate;
  /** A part of the product the site may switch off (`'lodges'`, `'events'`): a 404 where it is. */
  feature?: SiteFeature;
  /**
   * The rule that decides, past the access gate, who may do this: the policy action its service authorizes
   * with (`'mail.write'`), or `'access'` when the declared access (and site) is the whole rule. The actor matrix
   * test lists every action's admitted actors from it and fails on an action that names none.
   */
  policy?: PolicyAction | 'access';
};

/** What a form's locals are built from: the page's parsed params and query, its typed viewer and actor, and the values it shows. */
export type FormInput<A extends Access = Access, P = unknown, Q = unknown> = {
  params: P;
  query: Q;
  viewer: ViewerFor<A>;
  actor: ActorFor<A>;
  /** What the form is filled with: `state.values`, or what was submitted (no secrets, strings only). */
  values: Record<string, unknown>;
};

type Locals = Record<string, unknown>;

/** A form needs only to know whether a profile is logged on: a `FormView<'user'>` serves member and staff pages too. */
type FormAccess<A extends Access> = A extends LoggedOnAccess ? 'user' : A;

/**
 * A form page: the view that shows the form, and what else it needs (title, lists), built from the page's
 * parsed input (`FormView<'user', { id: number }>` for a form on a logged-on page with an id). A body that
 * fails the schema, or an AppError of status 4xx from the handler, re-renders it with the submitted `values`
 * (never passwords) and translated `errors` by field (`errors.form` for a message about the whole form).
 *
 * A form inside a host page (a guestbook's entry form under a profile) names its `slot` and gives `host`, the
 * host page's view and locals: the whole host page is rendered, with this form's values and errors in
 * `forms[slot]` only (its partial reads them there, and its action ends in `#<slot>` so the answer scrolls to
 * it). A 403 or 404 from its handler goes to the error page: the host page may not be shown.
 */
export type FormView<A extends Access = Access, P = unknown, Q = unknown> =
  | { view: string; locals: (req: Request, input: FormInput<A, P, Q>) => Locals | Promise<Locals>; slot?: undefined }
  | { slot: string; host: (req: Request, input: FormInput<A, P, Q>) => Promise<{ view: string; locals: Locals }> };

/** A server-rendered route (or htmx fragment) with its access stated where it is declared. */
export type PageDef<P = unknown, Q = unknown, B = unknown, A extends Access = Access> = AccessFields<A> & {
  method?: 'get' | 'post';
  path: string | string[];
  /** Route params; a value that fails this schema is a 404 (ids are digits, dates yyyy-MM-dd). */
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Form mode (POST with a body schema): how to show the form again with its errors, typed by this page's input. */
  form?: NoInfer<FormView<FormAccess<A>, P, Q>>;
  rateLimit?: RateLimitName;
  /**
   * A GET that logs a visitor on (a link from an e-mail or from staff). Other GETs of a visitor without a
   * session cookie run without the session middleware (no session or store work for mere visitors).
   */
  startsSession?: true;
  handler: (input: PageInput<P, Q, B, A>, req: Request, res: Response) => unknown;
};

export type ActionContext<A extends Access = Access> = Omit<RequestContext, 'viewer'> & { viewer: ViewerFor<A>; actor: ActorFor<A>; req: Request; res: Response };

/** An /api/<Controller>/<Action> call: method, zod input and output, access and handler. */
export type ActionDef<I = unknown, O = unknown, A extends Access = Access> = AccessFields<A> & {
  method: 'GET' | 'POST';
  summary?: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  rateLimit?: RateLimitName;
  /**
   * A multipart/form-data upload: `input` is parsed from the query string and the handler reads the body stream
   * itself (`ctx.req`); any other content type is a 415.
   */
  multipart?: true;
  handler: (input: I, ctx: ActionContext<A>) => Promise<O> | O;
};

/** Declares a page route; the type parameters are inferred from the schemas and the access. */
export function definePage<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>, const A extends Access = Access>(
  def: PageDef<P, Q, B, A>,
): PageDef {
  return def as unknown as PageDef;
}

/** Declares an API action; the handler's input and return types come from the schemas, its viewer from the access. */
export function defineAction<I, O, const A extends Access = Access>(def: ActionDef<I, O, A>): ActionDef {
  return def as unknown as ActionDef;
}

/** What a domain module hands to the app: its pages, its API controllers, its jobs, its event subscribers and its webhooks. */
export type AppModule = {
  name: string;
  pages?: PageDef[];
  /** API controllers: /api/<controller>/<action>. */
  api?: { controller: string; actions: Record<string, ActionDef> }[];
  /** Background work this module does, by job name. */
  jobs?: JobHandlers;
  /** Recurring runs of its jobs (renewals, expiries, digests, sweeps): one process enqueues each due run (platform/jobs). */
  schedules?: Schedule[];
  /** What this module does when another module's domain event arrives (platform/events). */
  subscribers?: Subscribers;
  /** Routes for calls from outside providers (platform/webhooks): raw body, signature, inbox; no session, no CSRF. */
  webhooks?: WebhookDef[];
};

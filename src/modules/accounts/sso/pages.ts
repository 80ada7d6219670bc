import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { listSites } from '../../sites/index.ts';
import { enterSession, landingAfterLogon } from '../logon-flow.ts';
import { afterLogonUrl } from '../service/redirects.ts';
import { mintSsoUrl, redeemSsoToken, ssoTokenHolder, type SsoRefusal } from './service.ts';
import { mintQuery, ssoLink } from './schemas.ts';
import { ssoErrors } from '../errors.ts';

const refusalKey = (reason: SsoRefusal) => (reason === 'invalid' ? 'accounts.sso.invalid' : `accounts.logon.refused_${reason}`);

const back = (u: string | undefined) => afterLogonUrl(u, new Set(), '/Start');

/** 302 after the link (GET), 303 after the confirmation form (POST). */
const go = (req: Request, res: Response, url: string) => res.redirect(req.method === 'POST' ? 303 : 302, url);

/** After a link that cannot be used: a logged-on visitor just goes on; anyone else is asked to log on. */
function ssoFailed(req: Request, res: Response, reason: SsoRefusal, u: string | undefined) {
  if (req.ctx.viewer) return go(req, res, back(u));
  setFlash(req, { kind: 'warning', key: refusalKey(reason) });
  go(req, res, u ? `/LogOn?${new URLSearchParams({ u }).toString()}` : '/LogOn');
}

/** A logged-on browser keeps its profile; a link minted by someone else is used up and said so. */
function keepSession(req: Request, res: Response, sameProfile: boolean, u: string | undefined) {
  if (!sameProfile) setFlash(req, { kind: 'warning', key: 'accounts.sso.otherProfile', params: { name: req.ctx.viewer?.name ?? '' } });
  go(req, res, back(u));
}

export const ssoPages = [
  definePage({
    path: '/Sso/To',
    access: 'user',
    notImpersonating: true,
    query: mintQuery,
    handler: async ({ query, viewer }, req, res) => {
      const target = (await listSites(req.ctx.db)).find((s) => s.id === query.site && s.id !== req.ctx.site.id && s.hostnames.length > 0);
      if (!target) throw ssoErrors.unknownSite();
      res.set('Cache-Control', 'no-store');
      res.redirect(await mintSsoUrl(req.ctx.db, viewer.id, target, query.u ?? '/'));
    },
  }),
  /**
   * The link's landing: a logged-on browser uses the token up and keeps its own profile; a visitor is asked
   * "Continue as …?" and nothing is used up or started until they confirm with the form below.
   */
  definePage({
    path: '/Sso',
    access: 'public',
    rateLimit: 'auth',
    startsSession: true,
    query: ssoLink,
    handler: async ({ query, viewer }, req, res) => {
      if (viewer) {
        const redeemed = await redeemSsoToken(req.ctx.db, query.SSO, req.ctx.site.id, viewer.id);
        return redeemed.kind === 'kept' ? keepSession(req, res, redeemed.sameProfile, query.u) : ssoFailed(req, res, 'invalid', query.u);
      }
      const holder = await ssoTokenHolder(req.ctx.db, query.SSO, req.ctx.site.id);
      if (!holder.ok) return ssoFailed(req, res, holder.reason, query.u);
      // The token is in this page's address: no caching, and no Referer to wherever the member goes next.
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      res.render('accounts/sso/continue', { title: req.ctx.t('accounts.sso.title'), name: holder.name, token: query.SSO, u: query.u ?? '' });
    },
  }),
  definePage({
    method: 'post',
    path: '/Sso',
    access: 'public',
    rateLimit: 'auth',
    body: ssoLink,
    handler: async ({ body, viewer }, req, res) => {
      const redeemed = await redeemSsoToken(req.ctx.db, body.SSO, req.ctx.site.id, viewer?.id ?? null);
      if (redeemed.kind === 'refused') return ssoFailed(req, res, redeemed.reason, body.u);
      if (redeemed.kind === 'kept') return keepSession(req, res, redeemed.sameProfile, body.u);
      const done = await enterSession(req, redeemed.profileId, { rememberMe: false, proven: false });
      if (!done.ok) return ssoFailed(req, res, done.reason === 'invalidCredentials' ? 'invalid' : done.reason, body.u);
      res.redirect(303, await landingAfterLogon(req, done.profile, body.u));
    },
  }),
];

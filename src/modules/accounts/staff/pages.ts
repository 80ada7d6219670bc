import type { Request, Response } from 'express';
import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { forbidden, invalidField } from '../../../platform/http/errors.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { listSites } from '../../sites/index.ts';
import { startSession, endSession } from '../service/session.ts';
import { landingAfterLogon } from '../logon-flow.ts';
import { afterLogonUrl } from '../service/redirects.ts';
import { assertNotImpersonating } from '../policy.ts';
import { beginImpersonation, endImpersonation } from './impersonation.ts';
import { mintSsoUrl, redeemSsoToken } from './sso.ts';

declare module 'express-session' {
  interface SessionData {
    /** The impersonation_audit row of this session, closed by "return to your own profile". */
    impersonationAuditId?: number;
  }
}

const token = z.string().max(200).catch('');
const localPath = z.string().max(2000).optional().catch(undefined);

/** After a failed sign-on link: a logged-on visitor just goes on; anyone else is asked to log on. */
function ssoFailed(req: Request, res: Response, messageKey: string, u: string | undefined) {
  if (req.ctx.viewer) return res.redirect(afterLogonUrl(u, new Set()));
  setFlash(req, { kind: 'warning', key: messageKey });
  res.redirect(u ? `/LogOn?${new URLSearchParams({ u }).toString()}` : '/LogOn');
}

export const staffPages = [
  definePage({
    path: '/Impersonate',
    access: 'public',
    rateLimit: 'auth',
    query: z.object({ q: token }),
    handler: async ({ query }, req, res) => {
      const started = await beginImpersonation(req.ctx.db, query.q, req.ip ?? null);
      if (!started.ok && started.reason === 'linkExpired') return res.redirect('/LinkExpired');
      if (!started.ok) throw forbidden('staff.impersonation.refused');
      await startSession(req, req.ctx.db, started.profile, false, started.staff.id);
      req.session.impersonationAuditId = started.auditId;
      res.redirect('/Start');
    },
  }),
  // Public on purpose: the way back must work even where the guard confines the member (terms, validation, dark site).
  definePage({
    method: 'post',
    path: '/StopImpersonation',
    access: 'public',
    handler: async (_input, req, res) => {
      const viewer = req.ctx.viewer;
      if (!viewer) return res.redirect(303, '/');
      if (!viewer.impersonatedBy) throw forbidden('staff.impersonation.notImpersonating');
      const memberName = req.user?.name ?? '';
      const staff = await endImpersonation(req.ctx.db, req.session.impersonationAuditId, viewer.impersonatedBy, viewer.id);
      if (!staff) {
        await endSession(req);
        return res.redirect(303, '/');
      }
      await startSession(req, req.ctx.db, staff, false);
      setFlash(req, { kind: 'info', key: 'staff.impersonation.stopped', params: { name: memberName } });
      res.redirect(303, '/Start');
    },
  }),
  definePage({
    path: '/Sso/To',
    access: 'user',
    query: z.object({ site: z.coerce.number().int().positive(), u: localPath }),
    handler: async ({ query }, req, res) => {
      assertNotImpersonating(req.ctx.viewer);
      const target = (await listSites(req.ctx.db)).find((s) => s.id === query.site && s.id !== req.ctx.site.id && s.hostnames.length > 0);
      if (!target) throw invalidField('site');
      res.set('Cache-Control', 'no-store');
      res.redirect(await mintSsoUrl(req.ctx.db, req.ctx.viewer!.id, target, { protocol: req.protocol, host: req.get('host') }, query.u ?? '/'));
    },
  }),
  definePage({
    path: '/Sso',
    access: 'public',
    rateLimit: 'auth',
    query: z.object({ SSO: token, u: localPath }),
    handler: async ({ query }, req, res) => {
      const redeemed = await redeemSsoToken(req.ctx.db, query.SSO, req.ctx.site.id);
      if (!redeemed.ok) return ssoFailed(req, res, redeemed.reason === 'invalid' ? 'staff.sso.invalid' : `accounts.logon.refused_${redeemed.reason}`, query.u);
      await startSession(req, req.ctx.db, redeemed.profile, false);
      res.redirect(await landingAfterLogon(req, redeemed.profile, query.u));
    },
  }),
];

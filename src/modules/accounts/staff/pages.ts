import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { startSession, endSession } from '../session.ts';
import { enterSession } from '../logon-flow.ts';
import { beginImpersonation, endImpersonation } from './service.ts';
import { staffErrors } from '../errors.ts';

const token = z.string().max(200).catch('');

export const staffPages = [
  /**
   * Staff open a one-time link and act as the member. It goes through completeLogOn like every way in, which
   * records nothing on the member's row for staff: the audit row written here is the record of the visit.
   */
  definePage({
    path: '/Impersonate',
    access: 'public',
    rateLimit: 'auth',
    startsSession: true,
    query: z.object({ q: token }),
    handler: async ({ query }, req, res) => {
      const started = await beginImpersonation(req.ctx.db, query.q, req.ctx.site.id, req.ip ?? null);
      if (!started.ok && started.reason === 'linkExpired') return res.redirect('/LinkExpired');
      if (!started.ok) throw staffErrors.impersonationRefused();
      const done = await enterSession(req, started.profile, { rememberMe: false, impersonation: { staffId: started.staff.id, auditId: started.auditId } });
      if (!done.ok) throw staffErrors.impersonationRefused();
      res.redirect('/Start');
    },
  }),
  // Public on purpose: the way back must work even where the guard confines the member (terms, validation, dark site).
  definePage({
    method: 'post',
    path: '/StopImpersonation',
    access: 'public',
    handler: async ({ viewer }, req, res) => {
      if (!viewer) return res.redirect(303, '/');
      if (!viewer.impersonatedBy) throw staffErrors.notImpersonating();
      const staff = await endImpersonation(req.ctx.db, viewer.impersonationAuditId ?? undefined, viewer.impersonatedBy, viewer.id);
      if (!staff) {
        await endSession(req);
        return res.redirect(303, '/');
      }
      await startSession(req, req.ctx.db, staff, false);
      setFlash(req, { kind: 'info', key: 'accounts.staff.impersonation.stopped', params: { name: viewer.name } });
      res.redirect(303, '/Start');
    },
  }),
];

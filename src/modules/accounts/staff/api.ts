import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { AppError, badRequest } from '../../../platform/http/errors.ts';
import { getContentTokens } from '../../common/index.ts';
import { startSession } from '../service/session.ts';
import { landingAfterLogon } from '../logon-flow.ts';
import { parseSsoQuery, redeemSsoToken } from './sso.ts';

const profileData = z.object({ id: z.number(), name: z.string(), termsAccepted: z.boolean(), member: z.boolean(), darkStatus: z.number() });

export const ssoActions = {
  SsoLogOn: defineAction({
    method: 'POST',
    summary:
      'Single sign-on from the sister site (spec §2 start-up parameter SSO). ssoQuery is the page path and query, the query alone, or the token; ' +
      'redirectUrl is that path without SSO, or null to stay on the current page',
    input: z.object({ ssoQuery: z.string().min(1).max(2000) }),
    output: z.object({ profileData, contentTokens: z.record(z.string(), z.string()), redirectUrl: z.string().nullable() }),
    access: 'public',
    rateLimit: 'auth',
    handler: async ({ ssoQuery }, { req, db, site, locale }) => {
      const parsed = parseSsoQuery(ssoQuery);
      if (!parsed) throw badRequest('staff.sso.queryInvalid', {}, 'ssoQuery');
      const redeemed = await redeemSsoToken(db, parsed.token, site.id);
      if (!redeemed.ok && redeemed.reason === 'invalid') throw new AppError(401, 'ssoInvalid', 'staff.sso.invalid');
      if (!redeemed.ok) throw new AppError(403, redeemed.reason, `accounts.logon.refused_${redeemed.reason}`);
      const viewer = await startSession(req, db, redeemed.profile, false);
      const stay = parsed.path === null && !redeemed.profile.forcedValidation;
      return {
        profileData: { id: viewer.id, name: viewer.name, termsAccepted: viewer.termsAccepted, member: viewer.member, darkStatus: viewer.darkStatus },
        contentTokens: await getContentTokens(db, locale),
        redirectUrl: stay ? null : await landingAfterLogon(req, redeemed.profile, parsed.path ?? undefined),
      };
    },
  }),
};

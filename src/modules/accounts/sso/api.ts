import { defineAction } from '../../../platform/http/define.ts';
import { getContentTokens } from '../../common/index.ts';
import { ssoErrors, accountErrors } from '../errors.ts';
import { enterSession, landingAfterLogon } from '../logon-flow.ts';
import { parseSsoQuery, redeemSsoToken } from './service.ts';
import { ssoLogOnInput, ssoLogOnOutput } from './schemas.ts';

export const ssoActions = {
  SsoLogOn: defineAction({
    method: 'POST',
    summary:
      'Single sign-on from the sister site (spec §2 start-up parameter SSO). ssoQuery is the page path and query, the query alone, or the token; ' +
      'redirectUrl is that path without SSO, or null to stay on the current page. The caller asks the visitor to confirm first (as /Sso does). ' +
      'It never replaces another logged-on profile: 409 ssoOtherProfile (the token is used up, the session kept)',
    input: ssoLogOnInput,
    output: ssoLogOnOutput,
    access: 'public',
    policy: 'access',
    rateLimit: 'auth',
    handler: async ({ ssoQuery }, { req, db, site, locale, viewer }) => {
      const parsed = parseSsoQuery(ssoQuery);
      if (!parsed) throw ssoErrors.queryInvalid();
      const redeemed = await redeemSsoToken(db, parsed.token, site.id, viewer?.id ?? null);
      if (redeemed.kind === 'refused') throw ssoErrors.invalid();
      if (redeemed.kind === 'kept' && !redeemed.sameProfile) throw ssoErrors.otherProfile();
      let member = viewer;
      if (redeemed.kind === 'logOn') {
        const done = await enterSession(req, redeemed.profileId, { rememberMe: false, proven: false });
        if (!done.ok) throw done.reason === 'invalidCredentials' ? ssoErrors.invalid() : accountErrors.logonRefused(done.reason);
        member = req.ctx.viewer;
      }
      if (!member) throw ssoErrors.invalid();
      const stay = parsed.path === null && !member.forcedValidation;
      return {
        profileData: { id: member.id, name: member.name, termsAccepted: member.termsAccepted, member: member.member, darkStatus: member.darkStatus },
        contentTokens: await getContentTokens(db, locale),
        redirectUrl: stay ? null : await landingAfterLogon(req, member, parsed.path ?? undefined),
      };
    },
  }),
};

import { z } from 'zod';

/** A sign-on token as it arrives in a link or a form; anything malformed is simply an unknown token. */
export const ssoToken = z.string().max(200).catch('');
/** Where to go afterwards: only ever a local path (checked again by afterLogonUrl). */
export const localPath = z.string().max(2000).optional().catch(undefined);

/** GET /Sso/To: the sister site to go to and the path there. */
export const mintQuery = z.object({ site: z.coerce.number().int().positive(), u: localPath });

/** GET /Sso (the confirmation page) and POST /Sso (its form): the token and the path to come back to. */
export const ssoLink = z.object({ SSO: ssoToken, u: localPath });

export const ssoLogOnInput = z.object({ ssoQuery: z.string().min(1).max(2000) });

export const ssoLogOnOutput = z.object({
  profileData: z.object({ id: z.number(), name: z.string(), termsAccepted: z.boolean(), member: z.boolean(), darkStatus: z.number() }),
  contentTokens: z.record(z.string(), z.string()),
  redirectUrl: z.string().nullable(),
});

import type { Request } from 'express';
import type { ActionDef, PageDef } from '../../../platform/http/define.ts';
import { passkeyActions as actions, passkeyLogOnActions as logOnActions } from './api.ts';
import { findPasskeys } from './repo.ts';
import { currentProfile } from '../current-profile.ts';
import { relyingParty } from './relying-party.ts';
import { passkeyManagerLabels, presentPasskey } from './presenter.ts';

/** Passkeys have no page of their own: they live in /Settings and under the log-on forms (islands). */
export const passkeyPages: PageDef[] = [];
/** GetAssertionOptions and PasskeyLogin, joined to the LogOn controller. */
export const passkeyLogOnActions: Record<string, ActionDef> = logOnActions;
/** The Passkeys controller: RegistrationOptions, Register, List, Rename, Remove. */
export const passkeyActions: Record<string, ActionDef> = actions;

/** Locals for views/accounts/settings/_passkeys.ejs on the /Settings page: the PasskeyManager island's props. */
export async function passkeysSection(req: Request): Promise<Record<string, unknown>> {
  const { db, viewer, locale, t } = req.ctx;
  if (!viewer) return { passkeyManager: null };
  const passkeys = await findPasskeys(db, viewer.id, relyingParty(req).rpId);
  const profile = await currentProfile(db, viewer);
  const csrfToken = req.res ? (req.res.locals.csrfToken as () => string)() : '';
  return {
    passkeyManager: {
      passkeys: passkeys.map((p) => presentPasskey(p, locale)),
      labels: passkeyManagerLabels(t),
      canChange: !viewer.impersonatedBy,
      emailConfirmed: Boolean(profile.emailConfirmedAt),
      csrfToken,
    },
  };
}

import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { formatDate } from '../../../platform/i18n/formats.ts';
import { findMembershipEnd } from './repo.ts';

/** Where the member came from (the guard's `u`): only a path on this site, else none. */
const membershipQuery = z.object({ u: z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/).optional().catch(undefined) });

/**
 * /Membership: where a member-only page sends a logged-on non-member (the guard's `membership` refusal). Says what a
 * membership gives on the site today and how to get one; a member sees until when theirs runs. Memberships cannot be
 * bought yet (payments come later): customer support grants them, so the way forward is support.
 */
export const membershipPages = [
  definePage({
    path: '/Membership',
    access: 'user',
    exempt: ['dark'],
    query: membershipQuery,
    handler: async ({ query, viewer }, req, res) => {
      const end = await findMembershipEnd(req.ctx.db, viewer.id);
      res.render('accounts/membership', {
        title: req.ctx.t('accounts.membership.title'),
        member: end !== undefined,
        until: end ? formatDate(end, req.ctx.locale) : null,
        back: query.u ?? null,
      });
    },
  }),
];

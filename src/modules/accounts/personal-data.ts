import { forgetDailyActions } from '../../platform/limits/daily.ts';
import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';
import { eraseDataExports } from './data-export/index.ts';

/**
 * The account itself (the profile row: blanked by purgePersonalData, not deleted, so ids elsewhere keep pointing
 * somewhere), its authenticators without their secrets, pending links, daily-cap counts and archives asked for.
 * Staff's impersonation audit is kept on deletion (it records what staff did, Art. 17(3)(b)) and exported (the
 * member may know when staff acted as them, not who). A link staff issued for another member keeps no staff name.
 * The member's staff bans are exported (type, reason, when; not who set them) and deleted with the account.
 */
registerPersonalData({
  module: 'accounts',
  covers: {
    account_tokens: ['profile_id', 'actor_profile_id'],
    passkeys: ['profile_id'],
    recovery_codes: ['profile_id'],
    webauthn_challenges: ['profile_id'],
    impersonation_audit: ['profile_id', 'staff_profile_id'],
    daily_actions: ['actor_id'],
    data_exports: ['profile_id'],
    profile_bans: ['profile_id', 'set_by'],
  },
  keeps: { impersonation_audit: ['profile_id', 'staff_profile_id'] },
  exporter: async (db, profileId) => ({
    data: {
      account: await db('profiles')
        .where({ id: profileId })
        .first('id', 'name', 'email', 'kind', 'language', 'referrer', 'member', 'member_until', 'dark_status', 'created_at', 'email_confirmed_at', 'terms_version', 'terms_accepted_at', 'privacy_consent_at', 'password_changed_at', 'last_logon_at', 'totp_enabled_at'),
      passkeys: await rowsOf(db, 'passkeys', 'profile_id', profileId, ['created_at', 'name', 'rp_id', 'last_used_at', 'backed_up']),
      recoveryCodes: await rowsOf(db, 'recovery_codes', 'profile_id', profileId, ['id', 'used_at']),
      pendingLinks: await rowsOf(db, 'account_tokens', 'profile_id', profileId, ['created_at', 'purpose', 'new_email', 'expires_at', 'used_at']),
      staffActedAsMe: await rowsOf(db, 'impersonation_audit', 'profile_id', profileId, ['started_at', 'ended_at']),
      dailyActions: await rowsOf(db, 'daily_actions', 'actor_id', profileId, ['created_at', 'action']),
      bans: await rowsOf(db, 'profile_bans', 'profile_id', profileId, ['ban_type', 'reason', 'created_at', 'ends_at', 'lifted_at']),
    },
  }),
  eraser: async (trx, profileId) => {
    for (const table of ['passkeys', 'recovery_codes', 'account_tokens', 'webauthn_challenges']) await trx(table).where({ profile_id: profileId }).delete();
    await trx('account_tokens').where({ actor_profile_id: profileId }).update({ actor_profile_id: null });
    // Staff bans (spec §3 Ban): the member's own go with the account; a ban a deleted staff member set stays, unsigned.
    await trx('profile_bans').where({ profile_id: profileId }).delete();
    await trx('profile_bans').where({ set_by: profileId }).update({ set_by: null });
    await forgetDailyActions(trx, profileId);
    await eraseDataExports(trx, profileId);
  },
});

import { registerPersonalData, rowsOf } from '../../platform/personal-data/index.ts';
import { deleteProfileData } from './repo.ts';

const own = ['profile_persons', 'profile_areas', 'profile_details', 'profile_field_visibility', 'profile_match_settings', 'profile_configuration', 'notification_settings', 'profile_partner_invitations'];

/**
 * The profile's persons, area, texts, match settings, per-field visibility, configuration and notification
 * settings, and whom the member blocked (not who blocked them: that is the other member's private choice).
 * A partner's confirmation token is a secret and stays out. Blocks go both ways on deletion.
 */
registerPersonalData({
  module: 'profiles',
  covers: { ...Object.fromEntries(own.map((table) => [table, ['profile_id']])), profile_blocks: ['blocker_id', 'blocked_id'] },
  exporter: async (db, profileId) => ({
    data: {
      persons: await rowsOf(db, 'profile_persons', 'profile_id', profileId, ['position', 'birthday', 'gender', 'orientation', 'relationship', 'height_cm', 'weight_kg', 'body_build', 'eye_colour', 'hair_colour', 'smoking', 'dominance', 'confirmed_at', 'partner_email']),
      area: await rowsOf(db, 'profile_areas', 'profile_id', profileId, ['country_id', 'postal_code', 'latitude', 'longitude', 'updated_at']),
      texts: await rowsOf(db, 'profile_details', 'profile_id', profileId, ['presentation', 'looking_for', 'updated_at']),
      matchSettings: await rowsOf(db, 'profile_match_settings', 'profile_id', profileId, ['genders', 'age_min', 'age_max', 'distance_km', 'looking_for', 'updated_at']),
      fieldVisibility: await rowsOf(db, 'profile_field_visibility', 'profile_id', profileId, ['field', 'audience']),
      configuration: await rowsOf(db, 'profile_configuration', 'profile_id', profileId, ['key', 'value']),
      notificationSettings: await rowsOf(db, 'notification_settings', 'profile_id', profileId, ['kind', 'channels']),
      partnerInvitations: await rowsOf(db, 'profile_partner_invitations', 'profile_id', profileId, ['sent_at']),
      blocked: await rowsOf(db, 'profile_blocks', 'blocker_id', profileId, ['created_at', 'blocked_id']),
    },
  }),
  eraser: async (trx, profileId) => {
    await deleteProfileData(trx, profileId);
    await trx('profile_partner_invitations').where({ profile_id: profileId }).delete();
    await trx('profile_blocks').where({ blocker_id: profileId }).orWhere({ blocked_id: profileId }).delete();
  },
});

import type { Knex } from 'knex';

/** A yes/no about the profile whose id is in `profileIdColumn`, as an SQL expression (a correlated subquery). */
export type ProfileFlagSql = (db: Knex, profileIdColumn: string) => Knex.Raw;

let forcedConsentMediaSql: ProfileFlagSql | null = null;

/**
 * Spec §3 current profile's `forcedConsentMedia`: staff require the member to confirm the media copyright text
 * again. The media module owns the consents and provides the SQL at start-up (accounts cannot import media);
 * the viewer's own query selects it, so the layout knows it without a query of its own.
 */
export function provideForcedConsentMedia(sql: ProfileFlagSql): void {
  forcedConsentMediaSql = sql;
}

/** The `forced_consent_media` column of the viewer's query (false until the media module provided its SQL). */
export const forcedConsentMediaColumn = (db: Knex): Knex.Raw =>
  forcedConsentMediaSql ? db.raw('(?) as forced_consent_media', [forcedConsentMediaSql(db, 'profiles.id')]) : db.raw('false as forced_consent_media');

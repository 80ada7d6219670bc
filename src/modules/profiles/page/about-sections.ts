import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import type { PrivateField } from '../visibility/fields.ts';
import type { ProfileSubject } from '../visibility/subject.ts';

/**
 * What a section is given: whose profile, who looks (`actor`, the request's Actor: a section of the viewer's own data,
 * e.g. their tags, reads `actor.profileId`), on which site, the page's language, and which of its private answers
 * the viewer may see; `subject` for a section's policy (`may(actor, …, subject)`).
 */
export type AboutContext = { profileId: number; actor: ProfileActor; subject: ProfileSubject; own: boolean; locale: Locale; dark: boolean; shown: Record<PrivateField, boolean>; column?: unknown };

/** A view under the About tab, with its locals; null shows nothing. */
export type AboutSection = (db: Knex, about: AboutContext) => Promise<{ view: string; locals: Record<string, unknown> } | null>;

/**
 * Sections other modules add to the About tab (kinks on the dark site …). They register at start-up, as profiles
 * cannot import the modules that read profiles.
 */
const sections: { section: AboutSection; column?: AboutColumn | undefined }[] = [];

/**
 * A scalar subquery a section reads in the profile page's one statement (no round trip of its own, issue 20); its
 * value reaches the section as `about.column`.
 */
export type AboutColumn = (db: Knex, profileId: number) => Knex.Raw;

export function provideAboutSection(section: AboutSection, column?: AboutColumn): void {
  sections.push({ section, column });
}

/** The sections' columns for the profile page's statement, named `about_<n>`. */
export const aboutColumns = (db: Knex, profileId: number): Record<string, Knex.Raw> =>
  Object.fromEntries(sections.flatMap(({ column }, i) => (column ? [[`about_${i}`, column(db, profileId)]] : [])));

/** `extra`: the values the statement read for `aboutColumns`. */
export async function aboutSections(db: Knex, about: AboutContext, extra: Record<string, unknown> = {}) {
  return (await Promise.all(sections.map(({ section, column }, i) => section(db, column ? { ...about, column: extra[`about_${i}`] } : about)))).filter((s) => s !== null);
}

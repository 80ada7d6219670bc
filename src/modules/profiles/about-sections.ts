import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import type { PrivateField } from './field-visibility.ts';
import type { ProfileSubject } from './subject.ts';

/**
 * What a section is given: whose profile, who looks (a section of the viewer's own data, e.g. their tags), on which
 * site, and which of its private answers the viewer may see; `actor` and `subject` for a section's policy (`may`).
 */
export type AboutContext = { profileId: number; viewer: Express.User; actor: ProfileActor; subject: ProfileSubject; own: boolean; locale: Locale; dark: boolean; shown: Record<PrivateField, boolean> };

/** A view under the About tab, with its locals; null shows nothing. */
export type AboutSection = (db: Knex, about: AboutContext) => Promise<{ view: string; locals: Record<string, unknown> } | null>;

/**
 * Sections other modules add to the About tab (kinks on the dark site …). They register at start-up, as profiles
 * cannot import the modules that read profiles.
 */
const sections: AboutSection[] = [];

export function provideAboutSection(section: AboutSection): void {
  sections.push(section);
}

export async function aboutSections(db: Knex, about: AboutContext) {
  return (await Promise.all(sections.map((section) => section(db, about)))).filter((s) => s !== null);
}

import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';

/**
 * Whose picture, for whom (the request's Actor, with its site); `ownerVisible`: the page found the profile visible to the viewer
 * (profiles' rule); `showExplicit`: the viewer's explicit-media setting, read in the same statement.
 */
export type AvatarContext = { profileId: number; actor: ProfileActor; ownerVisible: boolean; showExplicit: boolean };

/**
 * Draws the profile's picture in the header: `column` is read in the profile page's one statement (so the page
 * needs no round trip of its own for the picture), `present` turns its value into a view with its locals (null
 * keeps the initial letter).
 */
export type AvatarProvider = {
  column: (db: Knex, profileId: number) => Knex.Raw;
  present: (db: Knex, value: unknown, about: AvatarContext) => Promise<{ view: string; locals: Record<string, unknown> } | null>;
};

/** Set at start-up by the module that owns pictures (media), as profiles cannot import the modules that read profiles. */
let provider: AvatarProvider | null = null;

export function provideAvatar(avatar: AvatarProvider): void {
  provider = avatar;
}

/** The provider's column for the profile page's statement, if a provider is mounted. */
export const avatarColumn = (db: Knex, profileId: number): Knex.Raw | null => provider?.column(db, profileId) ?? null;

export async function avatarOf(db: Knex, value: unknown, about: AvatarContext) {
  return provider ? provider.present(db, value, about) : null;
}

import type { Knex } from 'knex';

/** Whose picture, for whom, on which site. */
export type AvatarContext = { profileId: number; viewer: { id: number; staffRole: number }; dark: boolean };

/** A view (with its locals) that draws the profile's picture in the header; null keeps the initial letter. */
export type AvatarProvider = (db: Knex, about: AvatarContext) => Promise<{ view: string; locals: Record<string, unknown> } | null>;

/** Set at start-up by the module that owns pictures (media), as profiles cannot import the modules that read profiles. */
let provider: AvatarProvider | null = null;

export function provideAvatar(avatar: AvatarProvider): void {
  provider = avatar;
}

export async function avatarOf(db: Knex, about: AvatarContext) {
  return provider ? provider(db, about) : null;
}

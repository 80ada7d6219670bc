/**
 * A profile's standing in a lodge (spec §3 lodge member role, §6): no row is None. Owner, CoOwner, Assistant and
 * Member belong to the lodge; Requesting waits for an admin, Declined was refused (and may ask again), Blacklisted
 * is blocked: it neither sees the lodge nor asks again.
 */
export const lodgeRoles = ['Member', 'Owner', 'CoOwner', 'Assistant', 'Requesting', 'Declined', 'Blacklisted'] as const;
export type LodgeRole = (typeof lodgeRoles)[number];

/** The group role hierarchy (spec §3): owner highest; the rest rank nothing. */
const ranks: Record<LodgeRole, number> = { Owner: 4, CoOwner: 3, Assistant: 2, Member: 1, Requesting: 0, Declined: 0, Blacklisted: 0 };
export const rankOf = (role: LodgeRole | null): number => (role ? ranks[role] : 0);

/** Belongs to the lodge: Member, Assistant, CoOwner or Owner. */
export const belongs = (role: LodgeRole | null): boolean => rankOf(role) > 0;
/** Owner and co-owner count as admin (spec §6). */
export const isAdminRole = (role: LodgeRole | null): boolean => role === 'Owner' || role === 'CoOwner';
/** An assistant adds moderation (spec §6): debates, media approval. */
export const moderatesRole = (role: LodgeRole | null): boolean => rankOf(role) >= 2;

/** The roles that belong, as SQL lists them. */
export const belongingRoles: readonly LodgeRole[] = ['Member', 'Owner', 'CoOwner', 'Assistant'];

export const isLodgeRole = (value: string | null): value is LodgeRole => value !== null && (lodgeRoles as readonly string[]).includes(value);

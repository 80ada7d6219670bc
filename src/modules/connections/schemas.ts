import { z } from 'zod';

/**
 * How the asker describes a relation. Partner, PlayPartner and Friend read the same from both sides;
 * DominantOf seen from the other profile is SubmissiveOf, and the other way round.
 */
export const connectionRoles = ['Partner', 'PlayPartner', 'Friend', 'DominantOf', 'SubmissiveOf'] as const;
export type ConnectionRole = (typeof connectionRoles)[number];
export const connectionStatuses = ['Accepted', 'Incoming', 'Outgoing'] as const;
/**
 * Relation requests a member may send in a rolling 24 hours (issue 18). A relation is asked of people one knows
 * (a partner, a friend, a play partner), so 20 is plenty; accepting, answering, changing a role and deleting are
 * never capped. Counted as sent: taking a request back does not give its place back (platform/limits/daily.ts).
 */
export const relationRequestsPerDay = 20;
export type ConnectionStatus = (typeof connectionStatuses)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const role = z.enum(connectionRoles, { error: 'connections.errors.roleRequired' });
/** Where a form sends the member back to: the profile whose Relations tab it was on, or their own /EditProfile/Relations. */
export const ownRelationsBack = 'EditProfile';
const back = z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal(ownRelationsBack), id]).optional());
export type Back = number | typeof ownRelationsBack;

export const profileIdInput = z.object({ profileId: id });
export const connectionIdInput = z.object({ connectionId: id });
export const createInput = z.object({ profileId: id, role });
export const changeRoleInput = z.object({ connectionId: id, role });

export const askForm = z.object({ profileId: id, role });
export const connectionForm = z.object({ connectionId: id, back });
export const changeRoleForm = z.object({ connectionId: id, role, back });
export const relationsParams = z.object({ id });

/** A page of each list on /EditProfile/Relations: a bad page number shows the first page. */
const page = z.coerce.number().int().min(1).max(10_000).catch(1);
export const ownRelationsQuery = z.object({ incoming: page, outgoing: page, accepted: page });
export type OwnRelationsPages = z.infer<typeof ownRelationsQuery>;

/** Relations live on the dark site only (spec §2): whoever they name is seen as the dark site sees profiles. */
export const darkSite = { dark: true } as const;

import { z } from 'zod';

/**
 * How the asker describes a relation. Partner, PlayPartner and Friend read the same from both sides;
 * DominantOf seen from the other profile is SubmissiveOf, and the other way round.
 */
export const connectionRoles = ['Partner', 'PlayPartner', 'Friend', 'DominantOf', 'SubmissiveOf'] as const;
export type ConnectionRole = (typeof connectionRoles)[number];
export const connectionStatuses = ['Accepted', 'Incoming', 'Outgoing'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const role = z.enum(connectionRoles, { error: 'connections.errors.roleRequired' });
/** The profile whose Relations tab a form was on: where the member goes back to. */
const back = z.preprocess((v) => (v === '' ? undefined : v), id.optional());

export const profileIdInput = z.object({ profileId: id });
export const connectionIdInput = z.object({ connectionId: id });
export const createInput = z.object({ profileId: id, role });
export const changeRoleInput = z.object({ connectionId: id, role });

export const askForm = z.object({ profileId: id, role });
export const connectionForm = z.object({ connectionId: id, back });
export const changeRoleForm = z.object({ connectionId: id, role, back });
export const relationsParams = z.object({ id });

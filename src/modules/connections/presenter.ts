import { z } from 'zod';
import { connectionRoles, connectionStatuses } from './schemas.ts';
import type { Connection } from './service.ts';

/**
 * A relation as the wire shows it, from one profile's side: the other profile, the role as that side reads it,
 * and Accepted, Incoming (the other asked, waiting for an answer) or Outgoing (asked, waiting).
 */
export const connectionShape = z.object({
  id: z.number(),
  profileId: z.number(),
  name: z.string(),
  role: z.enum(connectionRoles),
  status: z.enum(connectionStatuses),
});

export const presentConnection = (c: Connection): z.infer<typeof connectionShape> => ({ id: c.id, profileId: c.profileId, name: c.name, role: c.role, status: c.status });

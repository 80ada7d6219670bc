import { z } from 'zod';
import type { CardView } from '../../profiles/index.ts';
import { lodgeRoles, type LodgeRole } from '../roles.ts';
import type { LodgeCard } from './lists.ts';
import type { Lodge } from './repo.ts';
import { lodgePath } from './shell.ts';

export const roleShape = z.enum(lodgeRoles).nullable();
export const lodgeShape = z.object({
  id: z.number(),
  path: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number(),
  category: z.string(),
  tags: z.array(z.string()),
  access: z.enum(['AccessForAll', 'NewMembersApproved']),
  memberVisibility: z.enum(['All', 'Members', 'AdminsOnly']),
  memberCount: z.number(),
  createdAt: z.string(),
  role: roleShape,
});
export const lodgePageShape = z.object({ items: z.array(lodgeShape), hasMore: z.boolean(), next: z.string().nullable(), prev: z.string().nullable() });
export const memberShape = z.object({ id: z.number(), name: z.string(), role: z.enum(lodgeRoles), since: z.string().nullable(), path: z.string() });
export const memberPageShape = z.object({ items: z.array(memberShape), hasMore: z.boolean(), next: z.string().nullable(), prev: z.string().nullable() });

export const presentLodge = (lodge: Lodge, role: LodgeRole | null): z.infer<typeof lodgeShape> => ({
  id: lodge.id,
  path: lodgePath(lodge.id),
  name: lodge.name,
  description: lodge.description,
  categoryId: lodge.categoryId,
  category: lodge.categoryKey,
  tags: lodge.tags,
  access: lodge.access,
  memberVisibility: lodge.memberVisibility,
  memberCount: lodge.memberCount,
  createdAt: lodge.createdAt.toISOString(),
  role,
});

export const presentCardPage = (page: { items: LodgeCard[]; hasMore: boolean; next?: string | null; prev?: string | null }) => ({
  items: page.items.map((l) => presentLodge(l, l.role)),
  hasMore: page.hasMore,
  next: page.next ?? null,
  prev: page.prev ?? null,
});

export const presentMember = (m: CardView & { role: LodgeRole; since: Date | null }) => ({
  id: m.id,
  name: m.name,
  role: m.role,
  since: m.since?.toISOString() ?? null,
  path: `/Profile/${m.id}`,
});

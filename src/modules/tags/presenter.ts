import { z } from 'zod';
import type { PublicIdentity } from '../accounts/index.ts';
import type { TagCount } from './repo.ts';

/** GET /api/CurrentProfile/Tags: the member's tags with how many profiles (that they may see) carry each. */
export const tagCountShape = z.object({ tag: z.string(), count: z.number() });
export const presentTagCount = (t: TagCount) => ({ tag: t.tag, count: t.count });

/** The member's tags on one profile after a change. */
export const profileTagsShape = z.object({ profileId: z.number(), tags: z.array(z.string()) });

/** A tagged profile online now: what a list shows of it, and the member's tags on it. */
export const onlineTaggedShape = z.object({ id: z.number(), name: z.string(), kind: z.string(), tags: z.array(z.string()) });
export const presentOnlineTagged = ({ profile, tags }: { profile: PublicIdentity; tags: string[] }) => ({ id: profile.id, name: profile.name, kind: String(profile.kind), tags });

/** The link to the list of one tag. */
export const tagListUrl = (tag: string, page = 1) => `/Tags?${new URLSearchParams({ tag, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

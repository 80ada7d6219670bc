import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import type { ShownContest } from './repo.ts';
import { themeIn, type EntryView } from './service.ts';
import { phases, type Phase } from './schemas.ts';

/** The contest as a page or a call shows it. */
export const contestShape = z.object({
  id: z.number(),
  theme: z.string(),
  phase: z.enum(phases),
  opensAt: z.string(),
  entriesCloseAt: z.string(),
  closesAt: z.string(),
  ownEntryId: z.number().nullable(),
});
export type ContestJson = z.infer<typeof contestShape>;

/** An entry: its picture as the viewer sees it, its owner, and its votes (shown once voting closed, and to its owner). */
export const entryShape = z.object({
  id: z.number(),
  profileId: z.number(),
  ownerName: z.string(),
  picture: z.object({ id: z.number(), src: z.string(), width: z.number(), height: z.number() }).nullable(),
  voteCount: z.number().nullable(),
  place: z.number().nullable(),
  voted: z.boolean(),
  own: z.boolean(),
  mayVote: z.boolean(),
  mayUnvote: z.boolean(),
});
export type EntryJson = z.infer<typeof entryShape>;

export function presentContest(c: Omit<ShownContest, 'ownEntryId'> & { ownEntryId?: number | null }, locale: Locale): ContestJson {
  return {
    id: c.id,
    theme: themeIn(c.theme, locale),
    phase: c.phase,
    opensAt: c.opensAt.toISOString(),
    entriesCloseAt: c.entriesCloseAt.toISOString(),
    closesAt: c.closesAt.toISOString(),
    ownEntryId: c.ownEntryId ?? null,
  };
}

/** The buttons come from the rules (the list's SQL already kept only owners the viewer may see). */
export function presentEntry(e: EntryView, phase: Phase, actor: Actor): EntryJson {
  const subject = { phase, own: e.own, visible: true, blockedEitherWay: false };
  return {
    id: e.id,
    profileId: e.profileId,
    ownerName: e.ownerName,
    picture: e.picture ? { id: e.picture.id, src: e.picture.src, width: e.picture.width, height: e.picture.height } : null,
    voteCount: phase === 'Results' || e.own ? e.voteCount : null,
    place: e.place,
    voted: e.voted,
    own: e.own,
    mayVote: !e.voted && may(actor, 'contest.vote', subject),
    mayUnvote: e.voted && may(actor, 'contest.unvote', subject),
  };
}

import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { mainPicturesFromJson, type PictureView } from '../media/index.ts';
import { visibleIdentity } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { cannotRateOwn } from './errors.ts';
import { minRatingsShown } from './schemas.ts';


export type Candidate = { profileId: number; name: string; promoted: boolean; picture: PictureView };
export type Score = { total: number; count: number };

/** Candidates are read this many at a time; a batch whose pictures the rater may not see unblurred is passed over. */
const batchSize = 20;
/** At most this many batches a request (400 profiles in a row whose pictures are explicit for a rater who keeps them blurred). */
const maxBatches = 20;

/**
 * The next profile for the rater to score, or null when nobody is left: the first candidate (repo's order and
 * filters: visible on this site, not their own, not rated or skipped, with a main picture, QuickScor ads first)
 * whose picture media shows them in full. A picture media would blur (explicit, and the rater has not chosen to
 * see explicit pictures) or hide (copyright consent pending) is never shown: that profile is passed over.
 */
export async function nextCandidate(db: Knex, rater: ProfileActor): Promise<Candidate | null> {
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await repo.findCandidates(db, { viewerId: rater.profileId, dark: rater.site.dark, skip: batch * batchSize, take: batchSize });
    const pictures = await mainPicturesFromJson(db, new Map(rows.map((r) => [r.profileId, r.picture])), rater, { ownersVisible: true });
    const found = rows.find((r) => pictures.get(r.profileId)?.blurred === false);
    if (found) {
      const [identity] = await findPublicIdentities(db, [found.profileId]);
      if (identity) return { profileId: found.profileId, name: identity.name, promoted: found.promoted, picture: pictures.get(found.profileId)! };
    }
    if (rows.length < batchSize) return null;
  }
  return null;
}

/**
 * Stores the rater's score (1–5) for a profile, or null for a skip; a second rating of the same profile
 * replaces the first. Never one's own (400 naming profileId); a profile the rater may not see on this site is
 * the profiles 404. The profile's sum and count change in the same transaction, its score row locked, so two
 * ratings of one profile at once both count.
 */
export async function rate(db: Knex, rater: ProfileActor, input: { profileId: number; score: number | null }): Promise<void> {
  if (input.profileId === rater.profileId) throw cannotRateOwn();
  await visibleIdentity(db, input.profileId, rater);
  await db.transaction(async (trx) => {
    await repo.lockScore(trx, input.profileId);
    const before = (await repo.findRating(trx, rater.profileId, input.profileId))?.score ?? null;
    await repo.upsertRating(trx, rater.profileId, input.profileId, input.score);
    await repo.addToScore(trx, input.profileId, (input.score ?? 0) - (before ?? 0), (input.score === null ? 0 : 1) - (before === null ? 0 : 1));
  });
}

/** A profile's score as its page shows it: only once at least `minRatingsShown` members have rated it. */
export function shownScore(score: Score | null): Score | null {
  return score && score.count >= minRatingsShown ? { total: score.total, count: score.count } : null;
}

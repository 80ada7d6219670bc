import type { Knex } from 'knex';
import { findPublicIdentities } from '../accounts/index.ts';
import * as repo from './repo.ts';

/**
 * The trust-rating page's recent comments: only those their writers allowed to be published, with the writer's
 * profile name only where they allowed that too (a visitor's never has one).
 */
export async function publishedReviews(db: Knex, limit: number): Promise<{ rating: number; comment: string; ratedAt: Date; name: string | null }[]> {
  const reviews = await repo.publishedReviews(db, limit);
  const ids = reviews.flatMap((r) => (r.profileId === null ? [] : [r.profileId]));
  const names = new Map((await findPublicIdentities(db, ids)).filter((p) => p.status === 3).map((p) => [p.id, p.name]));
  return reviews.map((r) => ({ rating: r.rating, comment: r.comment, ratedAt: r.ratedAt, name: r.profileId === null ? null : (names.get(r.profileId) ?? null) }));
}

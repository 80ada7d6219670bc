import type { Knex } from 'knex';
import { enqueueJob, type JobHandlers } from '../../platform/jobs/index.ts';
import { visibleProfileIds } from '../accounts/index.ts';
import { recentPopularity } from '../lists/index.ts';

/**
 * /Search/Top's rule: distinct visitors in the last 30 days plus 3 × likes received in them, ties newest first. The
 * scores are a snapshot (`search_top_scores`) rebuilt at most every `refreshMinutes`: no index can order a live
 * month-long sum, and computing it per request takes seconds at scale. Privacy is applied when reading, not here.
 */
export const topRule = { days: 30, likeWeight: 3, refreshMinutes: 10 } as const;
export const refreshTopJob = 'search.refreshTop';
/** The snapshot holds whoever the regular site may list, its widest rule; a read on the dark site narrows it (searchQuery). */
const regularSite = { dark: false };

/** Rebuilds the snapshot from the last 30 days (only profiles others may see now, with a score). */
export async function refreshTopScores(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('search_top_scores').del();
    const visible = visibleProfileIds(trx, regularSite).select('created_at').as('p');
    const scores = trx
      .from(recentPopularity(trx, topRule.days, topRule.likeWeight).as('s'))
      .join(visible, 'p.id', 's.profile_id')
      .select('s.profile_id', 's.score', 'p.created_at');
    await trx('search_top_scores').insert(scores);
    await trx('search_top_refresh').where({ id: 1 }).update({ refreshed_at: trx.fn.now() });
  });
}

/** A read of Top asks for a rebuild when the last ask is older than `refreshMinutes`; of many readers, one wins. */
export async function requestTopRefresh(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    const asked = await trx('search_top_refresh')
      .where({ id: 1 })
      .where('requested_at', '<', trx.raw('now() - make_interval(mins => ?)', [topRule.refreshMinutes]))
      .update({ requested_at: trx.fn.now() })
      .returning('id');
    if (asked.length) await enqueueJob(trx, refreshTopJob, {});
  });
}

/** Keeps only scored profiles, in Top's order (score, then newest first), which is the snapshot's index. */
export const orderByTopScore = (q: Knex.QueryBuilder) =>
  q.join('search_top_scores as top', 'top.profile_id', 'profiles.id').orderBy([
    { column: 'top.score', order: 'desc' },
    { column: 'top.profile_created_at', order: 'desc' },
    { column: 'top.profile_id', order: 'desc' },
  ]);

export const topJobs: JobHandlers = { [refreshTopJob]: (_payload, { db }) => refreshTopScores(db) };

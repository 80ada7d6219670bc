import type { Knex } from 'knex';
import type { ReportReason } from './schemas.ts';

export type ReportRow = {
  id: number;
  reporterId: number;
  reportedId: number;
  reason: ReportReason;
  text: string;
  urgent: boolean;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
};

export type FeedbackRow = { id: number; authorId: number; profileId: number | null; rating: number; comment: string; createdAt: Date };

const toReport = (r: Record<string, unknown>): ReportRow => ({
  id: Number(r.id),
  reporterId: Number(r.reporter_id),
  reportedId: Number(r.reported_id),
  reason: r.reason as ReportReason,
  text: String(r.text),
  urgent: Boolean(r.urgent),
  createdAt: new Date(r.created_at as string),
  updatedAt: new Date(r.updated_at as string),
  resolvedAt: r.resolved_at ? new Date(r.resolved_at as string) : null,
  resolvedBy: (r.resolved_by as string | null) ?? null,
  resolutionNote: (r.resolution_note as string | null) ?? null,
});

export async function findOpenReport(db: Knex, reporterId: number, reportedId: number): Promise<ReportRow | null> {
  const row = await db('profile_reports').where({ reporter_id: reporterId, reported_id: reportedId }).whereNull('resolved_at').first();
  return row ? toReport(row) : null;
}

export async function insertReport(db: Knex, r: { reporterId: number; reportedId: number; reason: ReportReason; text: string; urgent: boolean }): Promise<ReportRow> {
  const [row] = await db('profile_reports')
    .insert({ reporter_id: r.reporterId, reported_id: r.reportedId, reason: r.reason, text: r.text, urgent: r.urgent })
    .returning('*');
  return toReport(row);
}

export async function updateReport(db: Knex, id: number, r: { reason: ReportReason; text: string; urgent: boolean }): Promise<ReportRow> {
  const [row] = await db('profile_reports').where({ id }).update({ ...r, updated_at: db.fn.now() }).returning('*');
  return toReport(row);
}

/** The reporter's reports sent (or changed) since `since`: how much of the budget is spent, and when the oldest leaves it. */
export async function reportsSentSince(db: Knex, reporterId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('profile_reports').where({ reporter_id: reporterId }).where('updated_at', '>', since).count('* as n').min('updated_at as oldest').first();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
}

/** Open reports, urgent first, oldest first; with `all` the resolved ones too, after them. */
export async function findReports(db: Knex, all: boolean): Promise<ReportRow[]> {
  const query = db('profile_reports').orderByRaw('resolved_at is not null, urgent desc, created_at, id');
  if (!all) query.whereNull('resolved_at');
  return (await query).map(toReport);
}

/** Closes an open report; null when there is no such open report. */
export async function resolveReport(db: Knex, id: number, by: string, note: string | null): Promise<ReportRow | null> {
  const [row] = await db('profile_reports')
    .where({ id })
    .whereNull('resolved_at')
    .update({ resolved_at: db.fn.now(), resolved_by: by, resolution_note: note })
    .returning('*');
  return row ? toReport(row) : null;
}

export async function findReport(db: Knex, id: number): Promise<ReportRow | null> {
  const row = await db('profile_reports').where({ id }).first();
  return row ? toReport(row) : null;
}

export async function insertFeedback(db: Knex, f: { authorId: number; profileId: number | null; rating: number; comment: string }): Promise<number> {
  const [row] = await db('profile_page_feedback')
    .insert({ author_id: f.authorId, profile_id: f.profileId, rating: f.rating, comment: f.comment })
    .returning('id');
  return Number(row.id);
}

export async function feedbackSentSince(db: Knex, authorId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db('profile_page_feedback').where({ author_id: authorId }).where('created_at', '>', since).count('* as n').min('created_at as oldest').first();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as string) : null };
}

export async function findFeedback(db: Knex, limit: number): Promise<FeedbackRow[]> {
  const rows = await db('profile_page_feedback').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    authorId: Number(r.author_id),
    profileId: r.profile_id === null ? null : Number(r.profile_id),
    rating: Number(r.rating),
    comment: String(r.comment),
    createdAt: new Date(r.created_at),
  }));
}

import type { Knex } from 'knex';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { visibleIdentity, type ProfileSight } from '../profiles/index.ts';
import { isUniqueViolation } from '../../platform/db/knex.ts';
import { formatWaitTime } from '../../platform/i18n/formats.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import * as repo from './repo.ts';
import { cannotReportSelf, tooManyReports, tooMuchFeedback } from './errors.ts';
import type { FeedbackInput, ReportInput } from './schemas.ts';

/** Per member: reports sent or changed, and feedback forms sent, within a sliding hour. */
export const reportBudget = { count: 10, windowMs: 60 * 60 * 1000 };
export const feedbackBudget = { count: 5, windowMs: 60 * 60 * 1000 };

type Spent = (db: Knex, memberId: number, since: Date) => Promise<{ count: number; oldest: Date | null }>;

/** Seconds until the member may send again, or null while the budget lasts (kept in the database: it holds across servers and restarts). */
async function waitSeconds(db: Knex, memberId: number, budget: typeof reportBudget, spent: Spent): Promise<number | null> {
  const now = Date.now();
  const { count, oldest } = await spent(db, memberId, new Date(now - budget.windowMs));
  if (count < budget.count || !oldest) return null;
  return Math.max(1, Math.ceil((oldest.getTime() + budget.windowMs - now) / 1000));
}

/** The profile a member wants to report (404 unless they may see it; never their own) and their open report of it. */
export async function getReportForm(db: Knex, reporter: ProfileSight, reportedId: number): Promise<{ profile: PublicIdentity; open: repo.ReportRow | null }> {
  const reporterId = reporter.profileId;
  if (reporterId === reportedId) throw cannotReportSelf();
  const profile = await visibleIdentity(db, reportedId, reporter);
  return { profile, open: await repo.findOpenReport(db, reporterId, reportedId) };
}

/**
 * Saves a member's report of a profile. One open report per reporter and profile: a second one replaces the
 * reason and text of the first. A ChildPictures report is urgent, and stays so when changed.
 */
export async function reportProfile(db: Knex, reporter: ProfileSight, reportedId: number, input: ReportInput, locale: Locale) {
  const reporterId = reporter.profileId;
  const wait = await waitSeconds(db, reporterId, reportBudget, repo.reportsSentSince);
  if (wait !== null) throw tooManyReports(wait, formatWaitTime(wait, locale));
  const { profile } = await getReportForm(db, reporter, reportedId);
  const urgent = input.reason === 'ChildPictures';
  const save = () =>
    db.transaction(async (trx) => {
      const open = await repo.findOpenReport(trx, reporterId, reportedId);
      if (open) return { report: await repo.updateReport(trx, open.id, { reason: input.reason, text: input.text, urgent: urgent || open.urgent }), updated: true };
      return { report: await repo.insertReport(trx, { reporterId, reportedId, reason: input.reason, text: input.text, urgent }), updated: false };
    });
  try {
    return { profile, ...(await save()) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { profile, ...(await save()) }; // a simultaneous first report won the insert: update it
  }
}

/** Stores a member's feedback on the profile page; `profileId` (the page it was given on) is kept only for a profile that exists. */
export async function addProfilePageFeedback(db: Knex, authorId: number, input: FeedbackInput, locale: Locale): Promise<number> {
  const wait = await waitSeconds(db, authorId, feedbackBudget, repo.feedbackSentSince);
  if (wait !== null) throw tooMuchFeedback(wait, formatWaitTime(wait, locale));
  const [page] = input.profileId ? await findPublicIdentities(db, [input.profileId]) : [];
  return repo.insertFeedback(db, { authorId, profileId: page?.id ?? null, rating: input.rating, comment: input.comment });
}

export type StaffReport = repo.ReportRow & { reporterName: string; reportedName: string };

/** For staff: open reports, urgent first then oldest first (`all`: the resolved ones too, after them), with names. */
export async function listReports(db: Knex, all: boolean): Promise<StaffReport[]> {
  const reports = await repo.findReports(db, all);
  const ids = [...new Set(reports.flatMap((r) => [r.reporterId, r.reportedId]))];
  const names = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p.name]));
  return reports.map((r) => ({ ...r, reporterName: names.get(r.reporterId) ?? '?', reportedName: names.get(r.reportedId) ?? '?' }));
}

/** For staff: closes an open report with who closed it and an optional note. */
export async function resolveReport(db: Knex, id: number, by: string, note: string | null): Promise<repo.ReportRow> {
  const resolved = await repo.resolveReport(db, id, by, note?.trim() || null);
  if (resolved) return resolved;
  const existing = await repo.findReport(db, id);
  throw new Error(existing ? `Report ${id} was already resolved on ${existing.resolvedAt!.toISOString().slice(0, 16).replace('T', ' ')} by ${existing.resolvedBy}` : `No report with id ${id}`);
}

export type StaffFeedback = repo.FeedbackRow & { authorName: string; profileName: string | null };

/** For staff: the newest feedback on the profile page, with the names of the author and of the profile it was given on. */
export async function listFeedback(db: Knex, limit: number): Promise<StaffFeedback[]> {
  const rows = await repo.findFeedback(db, limit);
  const ids = [...new Set(rows.flatMap((f) => (f.profileId ? [f.authorId, f.profileId] : [f.authorId])))];
  const names = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p.name]));
  return rows.map((f) => ({ ...f, authorName: names.get(f.authorId) ?? '?', profileName: f.profileId ? (names.get(f.profileId) ?? '?') : null }));
}

import type { Knex } from 'knex';
import { findProfileForCli } from '../accounts/index.ts';
import { listFeedback, listReports, resolveReport } from './service.ts';

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `reports:list`: open reports, urgent first (with `all`, the resolved ones after them), as lines for staff. */
export async function describeReports(db: Knex, all: boolean): Promise<string> {
  const reports = await listReports(db, all);
  if (!reports.length) return all ? 'No reports.' : 'No open reports.';
  const open = reports.filter((r) => !r.resolvedAt).length;
  const lines = reports.map((r) => {
    const head = `#${r.id}${r.urgent ? ' URGENT' : ''} ${when(r.createdAt)}: ${r.reporterName} (${r.reporterId}) reported ${r.reportedName} (${r.reportedId}) for ${r.reason}`;
    const text = r.text ? `\n      "${oneLine(r.text)}"` : '';
    const resolved = r.resolvedAt ? `\n      resolved ${when(r.resolvedAt)} by ${r.resolvedBy}${r.resolutionNote ? `: ${oneLine(r.resolutionNote)}` : ''}` : '';
    return `  ${head}${text}${resolved}`;
  });
  return `${open} open report(s)${all ? `, ${reports.length - open} resolved` : ''}:\n${lines.join('\n')}`;
}

/** `reports:resolve`: closes a report; `by` is a profile name or e-mail (its name is stored) or, without one, the person at the console. */
export async function describeResolve(db: Knex, id: number, by: { profile?: string; console: string }, note: string | null): Promise<string> {
  const who = by.profile ? (await findProfileForCli(db, by.profile)).name : by.console;
  const report = await resolveReport(db, id, who, note);
  return `Report #${report.id} resolved by ${who}${report.resolutionNote ? ` (note: ${oneLine(report.resolutionNote)})` : ''}.`;
}

/** `feedback:list`: the newest feedback on the profile page and the average rating of those shown. */
export async function describeFeedback(db: Knex, limit: number): Promise<string> {
  const rows = await listFeedback(db, limit);
  if (!rows.length) return 'No feedback yet.';
  const average = rows.reduce((sum, f) => sum + f.rating, 0) / rows.length;
  const lines = rows.map((f) => `  #${f.id} ${when(f.createdAt)}: ${f.rating}/5 from ${f.authorName} (${f.authorId})${f.profileName ? ` on ${f.profileName} (${f.profileId})` : ''}${f.comment ? `: "${oneLine(f.comment)}"` : ''}`);
  return `${rows.length} feedback item(s), newest first; average rating ${average.toFixed(1)}:\n${lines.join('\n')}`;
}

import { expect } from 'chai';
import { currentContest } from '../../src/modules/contest/index.ts';
import { memberWithApi } from './accounts.ts';
import { admin } from './admin.ts';
import { testDb } from './context.ts';
import { cameraJpeg, upload } from './media.ts';

const hour = 60 * 60 * 1000;
export const hoursFromNow = (h: number) => new Date(Date.now() + h * hour).toISOString();

/** A contest set up from the admin CLI, open from an hour ago for a week (or the dates given); its id. */
export async function contestRunning(opts: { opens?: string; closes?: string; entriesClose?: string } = {}): Promise<number> {
  const args = ['contest:create', '--theme', 'Winter light', '--theme-da', 'Vinterlys', '--opens', opts.opens ?? hoursFromNow(-1), '--closes', opts.closes ?? hoursFromNow(24 * 7)];
  if (opts.entriesClose) args.push('--entries-close', opts.entriesClose);
  const run = await admin(testDb(), ...args);
  expect(run.code, run.out).to.equal(0);
  return Number(/Contest (\d+) created/.exec(run.out)![1]);
}

/** Contests are reference content (no profile column): each test leaves none behind, and this process forgets them. */
export async function noContests(): Promise<void> {
  await testDb()('contests').delete();
  await currentContest(testDb());
}

/** Entries closed, voting still open (the contest's dates moved, as time would). */
export async function entriesClosed(contestId: number): Promise<void> {
  await testDb()('contests').where({ id: contestId }).update({ opens_at: new Date(Date.now() - 48 * hour), entries_close_at: new Date(Date.now() - hour) });
  await currentContest(testDb());
}

let seed = 100;
/** A logged-on member of site 1 (paying unless said) with the API, the page's CSRF token and an upload helper. */
export async function contestant(overrides: Parameters<typeof memberWithApi>[0] = {}, host?: string) {
  const m = await memberWithApi({ member: true, ...overrides }, host);
  const token = await m.csrf('/Support');
  /** A picture into the album albumTypeId names (1: profile pictures, 2: ordinary, 3: private); its media id. */
  const picture = async (albumTypeId = 1): Promise<number> =>
    Number((await upload(m, token, await cameraJpeg(120, 90, { seed: ++seed }), 'p.jpg', { albumTypeId }).expect(200)).body.id);
  const enter = async (mediaId: number) => Number((await m.api('/api/Contest/Enter', { mediaId }).expect(200)).body.entryId);
  return Object.assign(m, { token, picture, enter });
}
export type Contestant = Awaited<ReturnType<typeof contestant>>;

import { testDb, testRedis } from './context.ts';
import type { Agent } from './http.ts';

/** The parts of a stored session that tests move in time: the log on (`since`) and the last password check. */
export type StoredSession = { passport: { user: { since?: number; impersonatedBy?: number | null } }; reauthenticatedAt?: number; pendingLogon?: { at: number } };

/** The session id inside a signed `nordlys.sid` cookie value (`s:<id>.<signature>`, URL-encoded). */
export const sessionIdOf = (cookieValue: string): string => /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookieValue))![1]!;

/** Changes a session as it is stored (Redis or the sessions table), as time passing would. */
export async function editStoredSession(sid: string, edit: (sess: StoredSession) => void): Promise<void> {
  const redis = testRedis();
  if (redis) {
    const sess = JSON.parse((await redis.get(`sess:${sid}`))!) as StoredSession;
    edit(sess);
    await redis.set(`sess:${sid}`, JSON.stringify(sess));
    return;
  }
  const row = await testDb()('sessions').where({ sid }).first();
  const sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as StoredSession;
  edit(sess);
  await testDb()('sessions').where({ sid }).update({ sess: JSON.stringify(sess) });
}

/** Changes the session of a supertest browser. */
export async function editSession(agent: Agent, edit: (sess: StoredSession) => void): Promise<void> {
  const cookie = agent.jar.getCookie('nordlys.sid', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  await editStoredSession(sessionIdOf(cookie!.value), edit);
}

/** Makes a session's log on (and any later password check) `minutes` older: no sleeping in tests. */
export const ageStoredSession = (sid: string, minutes: number) =>
  editStoredSession(sid, (sess) => {
    sess.passport.user.since = (sess.passport.user.since ?? Date.now()) - minutes * 60_000;
    if (sess.reauthenticatedAt) sess.reauthenticatedAt -= minutes * 60_000;
  });

export const ageSession = async (agent: Agent, minutes: number) => {
  const cookie = agent.jar.getCookie('nordlys.sid', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  await ageStoredSession(sessionIdOf(cookie!.value), minutes);
};

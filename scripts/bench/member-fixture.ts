import type { Logger } from 'pino';
import type { Config } from '../../src/config.ts';
import type { Services } from '../../src/boot.ts';
import { jobHandlers } from '../../src/boot.ts';
import { runDueJobs } from '../../src/platform/jobs/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import type { ProfileActor } from '../../src/platform/auth/actor.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { resolveSite } from '../../src/modules/sites/index.ts';
import { sendMessage } from '../../src/modules/mail/index.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';

const writers = 20;

/**
 * What bench:member's member sees: 2,000 demo profiles, 20 of whom wrote to the member (who answered, so the
 * inbox holds 20 conversations and the bell their notifications), then a log-on. Returns each page as the member
 * got it (`{profile}` in a path is the first writer) and the session the bench reuses.
 */
export async function prepareMemberPages(services: Services, config: Config, logger: Logger, origin: string, memberId: number, member: { email: string; password: string }, paths: string[]) {
  const { db } = services;
  const { ids } = await generateDemoProfiles(db, 2_000);
  const site = await resolveSite(db, 'localhost');
  if (!site) throw new Error('no site answers to localhost');
  const actor = (profileId: number): ProfileActor => ({ profileId, site: { id: site.id, dark: site.dark }, status: ProfileStatus.Active, staffRole: 0, member: false, darkStatus: 0, impersonatedBy: null });
  for (let i = 0; i < writers; i++) {
    const writer = ids.first + i * 50;
    await sendMessage(db, actor(writer), memberId, `Hello from demo profile ${writer}. Shall we meet for coffee on Saturday?`);
    await sendMessage(db, actor(memberId), writer, 'Happy to. Saturday at ten at the harbour?');
  }
  // The events' subscribers (notifications); mail is left alone (no SMTP here).
  while ((await runDueJobs(db, jobHandlers(config, logger), logger, 'default')) > 0);
  const session = await logOnBenchMember(origin, member);
  const pages: { path: string; html: string }[] = [];
  for (const template of paths) {
    const path = template.replace('{profile}', String(ids.first));
    const answer = await fetch(`${origin}${path}`, { headers: { ...proxyHeaders, cookie: session.cookie } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} to the member`);
    pages.push({ path, html: await answer.text() });
  }
  return { session, pages };
}

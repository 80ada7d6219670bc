import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';
import { startInProcessApp } from './in-process.ts';

/**
 * `npm run bench:mail-search`: one member with BENCH_MAIL_MESSAGES messages (default 100,000) in 500
 * conversations, on DATABASE_URL or the embedded database in memory; times GET /api/Mail/Search for common,
 * rare and absent words (20 runs each, p50/p95) and prints the plan's scan type.
 */
const total = Number(process.env.BENCH_MAIL_MESSAGES ?? 100_000);
const partners = 500;
const { config, db, origin, stop } = await startInProcessApp();

const password = 'Bench-password-4711';
const base = { passwordHash: await hashPassword(password), kind: 'Single' as const, status: ProfileStatus.Active, darkStatus: 0, member: false, termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: 'en-GB', emailConfirmed: true };
const owner = await createProfile(db, { ...base, name: 'MailboxOwner', email: 'mailbox@example.com' });
const ownerId = Number(owner.id);
const started = Date.now();
const partnerIds: number[] = [];
for (let i = 0; i < partners; i++) partnerIds.push(Number((await createProfile(db, { ...base, name: `Penfriend${i}`, email: `pen${i}@example.com` })).id));

// Everyday words, a few rare ones (about 1 in 5,000 messages) and the search targets.
await db.raw(
  `with pairs as (
     insert into conversations (profile_low, profile_high)
     select least(?::bigint, p), greatest(?::bigint, p) from unnest(?::bigint[]) as p returning id, profile_low, profile_high)
   insert into conversation_participants (conversation_id, profile_id, state)
   select id, profile_low, 'Inbox' from pairs union all select id, profile_high, 'Inbox' from pairs`,
  [ownerId, ownerId, partnerIds],
);
await db.raw(
  `with c as (select array_agg(id order by id) as ids, array_agg(case when profile_low = ? then profile_high else profile_low end order by id) as others
              from conversations where ? in (profile_low, profile_high))
   insert into messages (conversation_id, sender_id, body, created_at)
   select c.ids[1 + g % ?], case when g % 2 = 0 then ? else c.others[1 + g % ?] end,
          (array['hej','hello','coffee','tonight','weekend','dinner','fjord','walk','music','film','book','sunny','rain','sauna','beach','kiss','maybe','yes'])[1 + (g * 7) % 18]
          || ' ' || (array['we','could','meet','at','the','harbour','after','work','on','friday','with','friends','and','dogs'])[1 + (g * 13) % 14]
          || ' ' || (array['soon','later','again','today','tomorrow'])[1 + (g * 3) % 5]
          || case when g % 5000 = 0 then ' aurora' else '' end,
          now() - make_interval(secs => ? - g)
   from generate_series(1, ?) as g, c`,
  [ownerId, ownerId, partners, ownerId, partners, total, total],
);
await db.raw('update conversations set last_message_at = now()');
await db.raw('analyze messages');
await db.raw('analyze conversation_participants');
console.log(`${total} messages in ${partners} conversations for one member in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.databaseUrl ? 'Postgres' : 'PGlite'}, Node ${process.versions.node})`);

const { cookie } = await logOnBenchMember(origin, { email: 'mailbox@example.com', password });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (const q of ['coffee', 'harbour tomorrow', 'aurora', 'nowhere']) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/Mail/Search?q=${encodeURIComponent(q)}`, { headers: { ...proxyHeaders, cookie } });
    const body = (await res.json()) as { messages: unknown[] };
    times.push(performance.now() - t0);
    hits = body.messages.length;
    if (res.status !== 200) throw new Error(`Search answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ query: q, firstPageHits: hits, p50ms: Math.round(percentile(times, 50) * 10) / 10, p95ms: Math.round(percentile(times, 95) * 10) / 10 }));
}
const plan = await db.raw(
  `explain select m.id from messages m join conversation_participants me on me.conversation_id = m.conversation_id and me.profile_id = ?
   where m.conversation_id = any(array(select conversation_id from conversation_participants where profile_id = ? and state = 'Inbox'))
     and m.search @@ websearch_to_tsquery('simple', 'aurora') order by m.id desc limit 31`,
  [ownerId, ownerId],
);
console.log((plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).filter((l) => /Scan/.test(l)).map((l) => l.trim()).join('\n'));
await stop();

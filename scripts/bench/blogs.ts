import knex, { type Knex } from 'knex';
import { insertProfilesInBulk } from '../../src/modules/accounts/index.ts';
import { entryPath } from '../../src/modules/blogs/index.ts';
import { migrateLatest } from '../../src/platform/db/migrate.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { proxyHeaders } from './bench-member.ts';
import { flushRedis, measure as measureOnce, startBenchServers } from './member-harness.ts';

/**
 * `npm run bench:blogs`: what a blog entry's page costs (issue 22). On Postgres + Redis, in production mode: 10,000
 * published entries by 500 authors (bulk inserted), one entry with 30 comments and one with 200 (some of them
 * replies); then GET /Community/Blogs/Entry/{id}/{slug} of each, as the logged-on bench member and as a visitor
 * (whose page the visitor cache keeps 30 s, as in production; and 'visitor/r', the visitor's page rendered per
 * request, which a query string gets), each against a minimal Express+EJS app serving the
 * same bytes in the same run (the member bench's servers.ts). BENCH_CONNECTIONS (default 50) connections,
 * BENCH_SECONDS (default 5) each after a 1 s warm-up: requests per second, p50 and p99 latency, HTML bytes.
 * Then the All list as the member: its first page, and page 301 (entries 9,001 to 9,030) by offset and by key.
 *
 * The run gets a database of its own: BENCH_DATABASE_URL (a database to create and drop, default
 * postgres://postgres@127.0.0.1:5432/nordlys_bench_blogs_<pid>); Redis is BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379/13, flushed first). BENCH_SEED_ONLY=1 seeds, prints the counts and stops.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/nordlys_bench_blogs_${process.pid}`;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const measure = (url: string, headers: Record<string, string>) => measureOnce(url, headers, { connections, seconds: duration, warmUpSeconds: 1 });
const authors = 500;
const entries = 10_000;
const threads = [30, 200];
const visitor = { ...proxyHeaders };


async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = knex({ client: 'pg', connection: url.toString() });
  await admin.raw('drop database if exists ?? with (force)', [name]);
  await admin.raw('create database ??', [name]);
  try {
    return await run(databaseUrl);
  } finally {
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  }
}

/** 500 authors, 10,000 published entries with a tag each, and the two threads; answers the two entries' paths. */
async function seed(db: Knex): Promise<{ paths: string[]; seconds: number }> {
  const started = Date.now();
  await migrateLatest(db);
  const authorIds = await insertProfilesInBulk(
    db,
    Array.from({ length: authors }, (_, i) => ({
      name: `BlogAuthor${i + 1}`,
      email: `blog-author-${i + 1}@example.com`,
      passwordHash: null,
      kind: 'Single' as const,
      status: ProfileStatus.Active,
      darkStatus: 0,
      member: true,
      termsVersion: 1,
      forcedValidation: false,
      staffRole: 0,
      language: 'en-GB',
      emailConfirmed: true,
    })),
  );
  const body = 'A walk along the harbour, coffee at ten and a long talk about books, music and the sea. '.repeat(12).trim();
  // One statement: titles, slugs and dates from the series, the authors in turn, newest last.
  await db.raw(
    `insert into blog_entries (owner_id, state, title, slug, body_html, body_text, language, text_config, read_count, published_at, last_activity_at, created_at, updated_at)
     select (?::bigint[])[1 + (g % ?)], 'Published', 'Notes from the harbour, part ' || g, 'notes-from-the-harbour-part-' || g,
            '<p>' || ? || '</p>', ?, 'en-GB', 'english'::regconfig, g % 97,
            now() - (? - g) * interval '50 minutes', now() - (? - g) * interval '50 minutes', now() - (? - g) * interval '50 minutes', now()
     from generate_series(1, ?) g`,
    [authorIds, authors, body, body, entries, entries, entries, entries],
  );
  await db.raw(`insert into blog_entry_tags (entry_id, tag) select id, 'tag' || (id % 50) from blog_entries`);
  const newest = await db('blog_entries').orderBy('id', 'desc').limit(threads.length).select('id', 'slug', 'owner_id');
  for (const [i, count] of threads.entries()) {
    const entry = newest[i]!;
    const replies = Math.round(count / 4);
    const top = count - replies;
    const commenter = (n: number) => authorIds[(n * 7) % authors]!;
    const text = (n: number) => `Comment ${n}: lovely to read, thank you for sharing this. Where was the picture of the boats taken?`;
    const tops = await db('comments')
      .insert(Array.from({ length: top }, (_, n) => ({ subject_type: 'BlogEntry', subject_id: entry.id, author_id: commenter(n), text: text(n), created_at: new Date(Date.now() - (count - n) * 60_000) })))
      .returning('id');
    await db('comments').insert(
      Array.from({ length: replies }, (_, n) => ({ subject_type: 'BlogEntry', subject_id: entry.id, parent_id: Number(tops[n % Math.min(top, 10)]!.id), author_id: commenter(n + top), text: `Reply ${n}: at the old harbour, early in the morning.`, created_at: new Date(Date.now() - (replies - n) * 30_000) })),
    );
    await db('blog_entries').where('id', entry.id).update({ comment_count: count, last_comment_at: db.fn.now(), last_activity_at: db.fn.now() });
  }
  await db.raw('analyze');
  return { paths: newest.map((e) => entryPath({ id: Number(e.id), slug: String(e.slug) })), seconds: (Date.now() - started) / 1000 };
}

const pad = (v: string | number, n: number) => String(v).padStart(n);

/** The All list's first page and a deep one, reached by offset (?page=) and by key (?after=), as the member. */
async function listPages(appPort: number, cookie: string): Promise<{ name: string; path: string }[]> {
  const headers = { ...proxyHeaders, cookie };
  const depth = 9_000;
  const res = await fetch(`http://127.0.0.1:${appPort}/api/Blogs/GetAllBlogEntries?sortByActivity=false&skip=${depth - 1}&take=1`, { headers });
  const { next } = (await res.json()) as { next: string };
  return [
    { name: 'All, page 1', path: '/Community/Blogs/All?sort=newest' },
    { name: 'All, page 301 by offset', path: `/Community/Blogs/All?sort=newest&page=${depth / 30 + 1}` },
    { name: 'All, page 301 by key', path: `/Community/Blogs/All?sort=newest&after=${next}` },
  ];
}

await flushRedis(redisUrl);
await withDatabase(async (url) => {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    seeded = await seed(db);
    const [counts] = (await db.raw(`select (select count(*) from blog_entries) as entries, (select count(distinct owner_id) from blog_entries) as authors, (select count(*) from comments) as comments`)).rows;
    console.log(`Seeded ${counts.entries} entries by ${counts.authors} authors and ${counts.comments} comments in ${seeded.seconds.toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
  if (process.env.BENCH_SEED_ONLY) return;
  const env = { ...process.env, DATABASE_URL: url, REDIS_URL: redisUrl, BENCH_MEMBER_PAGES: JSON.stringify(seeded.paths) };
  const { child, info } = await startBenchServers(process.execPath, env, seeded.paths, visitor);
  try {
    console.log(`Node ${process.versions.node}, Postgres + Redis, production mode, ${connections} connections, ${duration} s each`);
    const rows: { comments: number; who: string; path: string; bytes: number; nordlys: Awaited<ReturnType<typeof measure>>; expressEjs: Awaited<ReturnType<typeof measure>> }[] = [];
    for (const [i, path] of seeded.paths.entries()) {
      const memberIndex = info.memberPaths.indexOf(path);
      rows.push({
        comments: threads[i]!, who: 'member', path, bytes: info.bytes[`member ${path}`]!,
        expressEjs: await measure(`http://127.0.0.1:${info.baselinePort}/member${memberIndex}`, {}),
        nordlys: await measure(`http://127.0.0.1:${info.appPort}${path}`, { ...proxyHeaders, cookie: info.memberSession.cookie }),
      });
      // BENCH_WHO=member: the member's rows only (with BENCH_CPU_PROFILE, a profile of the member's page alone).
      if (process.env.BENCH_WHO === 'member') continue;
      const visitorRow = {
        comments: threads[i]!, who: 'visitor', path, bytes: info.bytes[path]!,
        expressEjs: await measure(`http://127.0.0.1:${info.baselinePort}${path}`, {}),
        nordlys: await measure(`http://127.0.0.1:${info.appPort}${path}`, visitor),
      };
      rows.push(visitorRow);
      // The visitor's page rendered per request (a query string is never served from the visitor cache): what the
      // member's page is held to (issue 32: the member's ≥ 0.5× this).
      rows.push({ ...visitorRow, who: 'visitor/r', nordlys: await measure(`http://127.0.0.1:${info.appPort}${path}?rendered=1`, visitor) });
    }
    console.log(`${'comments'.padEnd(9)}${'who'.padEnd(9)}${pad('bytes', 8)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bare req/s', 12)}${pad('ratio', 7)}`);
    for (const r of rows) {
      console.log(`${String(r.comments).padEnd(9)}${r.who.padEnd(9)}${pad(r.bytes, 8)}${pad(r.nordlys.rps, 8)}${pad(r.nordlys.p50, 8)}${pad(r.nordlys.p99, 8)}${pad(r.expressEjs.rps, 12)}${pad((r.nordlys.rps / r.expressEjs.rps).toFixed(3), 7)}`);
    }
    const cookie = info.memberSession.cookie;
    // One request at a time (a page by offset can take seconds, which 50 connections at once would only hide).
    console.log(`${'list (member), one at a time'.padEnd(30)}${pad('bytes', 8)}${pad('median ms', 11)}${pad('max ms', 8)}`);
    for (const list of await listPages(info.appPort, cookie)) {
      const url = `http://127.0.0.1:${info.appPort}${list.path}`;
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 11; i++) {
        const started = performance.now();
        const res = await fetch(url, { headers: { ...proxyHeaders, cookie } });
        bytes = Buffer.byteLength(await res.text());
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${list.name.padEnd(30)}${pad(bytes, 8)}${pad(times[5]!.toFixed(0), 11)}${pad(times.at(-1)!.toFixed(0), 8)}`);
      console.log(JSON.stringify({ page: list.name, bytes, medianMs: Number(times[5]!.toFixed(1)), maxMs: Number(times.at(-1)!.toFixed(1)) }));
    }
    for (const r of rows) console.log(JSON.stringify({ page: 'blog entry', comments: r.comments, who: r.who, path: r.path, bytes: r.bytes, rps: r.nordlys.rps, p50ms: r.nordlys.p50, p99ms: r.nordlys.p99, expressEjsRps: r.expressEjs.rps, ratio: Number((r.nordlys.rps / r.expressEjs.rps).toFixed(3)) }));
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
});

import { proxyHeaders } from './bench-member.ts';
import { memberPage, withMemberServer } from './member-tools.ts';

/**
 * `npm run bench:blogs`: how deep the blog lists page (issue 22), on bench:member's fixture (10,000 published entries
 * by 500 authors, blog-fixture.ts) in production mode on Postgres + Redis: the All list as the logged-on member, one
 * request at a time (a page by offset can take seconds, which many connections at once would only hide): its first
 * page, and page 301 (entries 9,001 to 9,030) by offset (?page=) and by key (?after=). The entry pages and the lists
 * under load are bench:member's.
 */
const pad = (v: string | number, n: number) => String(v).padStart(n);

async function listPages(origin: string, cookie: string): Promise<{ name: string; path: string }[]> {
  const depth = 9_000;
  const res = await fetch(`${origin}/api/Blogs/GetAllBlogEntries?sortByActivity=false&skip=${depth - 1}&take=1`, { headers: { ...proxyHeaders, cookie } });
  const { next } = (await res.json()) as { next: string };
  return [
    { name: 'All, page 1', path: '/Community/Blogs/All?sort=newest' },
    { name: 'All, page 301 by offset', path: `/Community/Blogs/All?sort=newest&page=${depth / 30 + 1}` },
    { name: 'All, page 301 by key', path: `/Community/Blogs/All?sort=newest&after=${next}` },
  ];
}

await withMemberServer([memberPage('/Community/Blogs/All?sort=newest')], {}, async (info) => {
  const cookie = info.memberSession.cookie;
  console.log(`Node ${process.versions.node}, Postgres + Redis, production mode`);
  console.log(`${'list (member), one at a time'.padEnd(30)}${pad('bytes', 8)}${pad('median ms', 11)}${pad('max ms', 8)}`);
  for (const list of await listPages(info.origin, cookie)) {
    const url = `${info.origin}${list.path}`;
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
});

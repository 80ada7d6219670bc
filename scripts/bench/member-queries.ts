import { memberHeaders, withMemberServer } from './member-tools.ts';

/**
 * `npm run bench:member:queries -- /Mail '/Profile/{profile}'`: the SQL statements each page runs for the logged-on
 * bench member on its second request (the first warms what is kept), in production mode on Postgres + Redis.
 */
const paths = process.argv.slice(2);
if (!paths.length) throw new Error('name at least one page, e.g. /Mail or /Profile/{profile}');
let statements: string[] = [];
await withMemberServer(paths, { env: { BENCH_QUERY_LOG: '1' }, stderr: (line) => statements.push(line) }, async (info) => {
  for (const path of info.memberPaths) {
    await fetch(`${info.origin}${path}`, { headers: memberHeaders(info) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    statements = [];
    await fetch(`${info.origin}${path}`, { headers: memberHeaders(info) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sql = statements.join('\n').split(/\n(?=select |insert |update |delete |with )/i).filter((s) => s.trim());
    console.log(`${path}: ${sql.length} statements`);
    for (const s of sql) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
});

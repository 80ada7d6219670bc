import { memberPage, withMemberServer } from './member-tools.ts';

/**
 * `npm run bench:member:queries -- /Mail '/Profile/{profile}'`: the SQL statements each page runs for the logged-on
 * (paying) bench member on its second request (the first warms what is kept), in production mode on Postgres +
 * Redis, with bench:member's fixture (the placeholders of member-pages.ts: {profile}, {conversation}, {entry30},
 * {entry200}, {author}).
 */
const paths = process.argv.slice(2);
if (!paths.length) throw new Error('name at least one page, e.g. /Mail or /Profile/{profile}');
await withMemberServer(paths.map(memberPage), {}, async (info) => {
  for (const page of info.memberPages) {
    console.log(`${page.path}: ${page.statements.length} statements`);
    for (const s of page.statements) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
});

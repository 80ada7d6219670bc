/** Who asks for a page: the paying bench member, the bench's member who does not pay, or a visitor without a session. */
export type Who = 'member' | 'non-member' | 'visitor';
export type PageSpec = { name: string; who: Who; path: string; dark?: boolean };

/**
 * Every kind of member page bench:member measures (BENCH_PAGES=<names> picks some). In a path, `{profile}` is a
 * demo profile who wrote to the member, `{conversation}` their conversation (26 messages), `{entry30}` and
 * `{entry200}` the blog entries with 30 and 200 comments, `{author}` the author of the first, `{lodge}` the lodge of 500
 * members and `{topic200}` its debate topic with 200 comments (lodge-fixture.ts), `{event}` an event the member is
 * signed up for and `{ticket}` a ticket of theirs with an answer (events-tickets-fixture.ts). A visitor's page
 * carries `?per-request` because the visitor page cache keeps no page with a query string: it is rendered for
 * each request, as for a member.
 */
export const memberPages: PageSpec[] = [
  { name: 'profile', who: 'member', path: '/Profile/{profile}' },
  { name: 'start', who: 'member', path: '/Start' },
  { name: 'start', who: 'non-member', path: '/Start' },
  { name: 'search-newest', who: 'member', path: '/Search/Newest' },
  { name: 'mail', who: 'member', path: '/Mail' },
  { name: 'my-tickets', who: 'member', path: '/Support/MyTickets' },
  { name: 'ticket', who: 'member', path: '{ticket}' },
  { name: 'conversation', who: 'member', path: '/Mail/{conversation}' },
  { name: 'entry-30', who: 'member', path: '{entry30}' },
  { name: 'entry-30', who: 'non-member', path: '{entry30}' },
  { name: 'entry-30', who: 'visitor', path: '{entry30}?per-request' },
  { name: 'entry-200', who: 'member', path: '{entry200}' },
  { name: 'blogs-all', who: 'member', path: '/Community/Blogs/All' },
  { name: 'blogs-top-read', who: 'member', path: '/Community/Blogs/Top/Read' },
  { name: 'blogs-top-followers', who: 'member', path: '/Community/Blogs/Top/Followers' },
  { name: 'author-blog', who: 'member', path: '/Profile/{author}/Blog' },
  { name: 'lodge-topic-200', who: 'member', path: '{topic200}' },
  { name: 'lodge-topic-200', who: 'visitor', path: '{topic200}?per-request' },
  { name: 'lodge-about', who: 'member', path: '/Community/Lodges/Lodge/{lodge}' },
  { name: 'lodge-about', who: 'visitor', path: '/Community/Lodges/Lodge/{lodge}?per-request' },
  { name: 'lodges-newest', who: 'member', path: '/Community/Lodges/Newest' },
  { name: 'lodges-newest', who: 'visitor', path: '/Community/Lodges/Newest?per-request' },
  { name: 'events-upcoming', who: 'member', path: '/Community/Events/Upcoming' },
  { name: 'event', who: 'member', path: '{event}' },
  { name: 'events-mine', who: 'member', path: '/Community/Events/MyEvents' },
  { name: 'dark-start', who: 'member', path: '/Start', dark: true },
  { name: 'front', who: 'visitor', path: '/?per-request' },
];

/** BENCH_PAGES=start,entry-30 (names, each with every `who` it has); all when unset. */
export function pickPages(names: string | undefined): PageSpec[] {
  if (!names) return memberPages;
  const wanted = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted.filter((n) => !memberPages.some((p) => p.name === n));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')} (there are ${[...new Set(memberPages.map((p) => p.name))].join(', ')})`);
  return memberPages.filter((p) => wanted.includes(p.name));
}

/**
 * What a membership gives on the site today, the one list: the /Membership page, the MembershipFeatures call, the
 * purchase popup and the members-only page all read it. `offersOneDay`: the feature for which the 24-hour
 * membership is offered too (spec §5: "an anonymous 24-hour membership is offered for certain features"), for a
 * quick, one-off need: tagging a profile now, writing a first message to a members-only profile.
 * `paths`: the member-only pages of the feature (the members-only page a refused page shows names it).
 */
export const membershipFeatures = [
  { key: 'tags', link: '/Tags', offersOneDay: true, paths: ['/Tags'] },
  { key: 'mail', link: '/Mail', offersOneDay: true, paths: ['/Mail/New'] },
  { key: 'details', link: null, offersOneDay: false, paths: [] },
  { key: 'start', link: '/Start#customise', offersOneDay: false, paths: [] },
  { key: 'savedSearch', link: '/Search', offersOneDay: false, paths: [] },
  { key: 'blogs', link: '/Community/Blogs', offersOneDay: true, paths: ['/Community/Blogs/Create', '/Community/Blogs/Edit'] },
  { key: 'comments', link: '/Community/Blogs', offersOneDay: true, paths: [] },
] as const satisfies readonly Readonly<{ key: string; link: string | null; offersOneDay: boolean; paths: readonly string[] }>[];

export type MembershipFeature = (typeof membershipFeatures)[number];
export type FeatureKey = MembershipFeature['key'];
export const featureKeys = membershipFeatures.map((f) => f.key) as [FeatureKey, ...FeatureKey[]];

/** The feature a refused member-only URL belongs to (by path prefix), or null. */
export function featureForPath(url: string): MembershipFeature | null {
  const path = url.split(/[?#]/)[0] ?? '';
  return membershipFeatures.find((f) => f.paths.some((p: string) => path === p || path.startsWith(`${p}/`))) ?? null;
}

/** Whether the 24-hour membership is offered for this feature (none named: no). */
export const offersOneDay = (key: FeatureKey | null | undefined): boolean => membershipFeatures.some((f) => f.key === key && f.offersOneDay);

import { isMembersOnlyFeature, membersOnlyFeatures, type MembersOnlyFeature } from '../../../platform/members-only.ts';

/**
 * What a membership gives on the site today: the features the modules registered (platform/members-only.ts,
 * `registerMembersOnlyFeature` from each owner's index.ts); the /Membership page, the MembershipFeatures call, the
 * purchase popup and the members-only page all read them. `offersOneDay`: the feature for which the 24-hour
 * membership is offered too (spec §5: "an anonymous 24-hour membership is offered for certain features").
 */
export type MembershipFeature = MembersOnlyFeature & { key: string };
export type FeatureKey = string;
export const membershipFeatures = (): MembershipFeature[] => membersOnlyFeatures();
export const isFeatureKey = isMembersOnlyFeature;

/** The feature a refused member-only URL belongs to (by path prefix), or null. */
export function featureForPath(url: string): MembershipFeature | null {
  const path = url.split(/[?#]/)[0] ?? '';
  return membershipFeatures().find((f) => f.paths.some((p: string) => path === p || path.startsWith(`${p}/`))) ?? null;
}

/** Whether the 24-hour membership is offered for this feature (none named: no). */
export const offersOneDay = (key: FeatureKey | null | undefined): boolean => membershipFeatures().some((f) => f.key === key && f.offersOneDay);

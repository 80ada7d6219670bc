import { createRegistry } from './registry.ts';

/**
 * What a membership gives, one entry per feature, registered by the module that owns the feature from its
 * index.ts (`registerMembersOnlyFeature('comments', { label: 'payments.membership.features.comments', … })`);
 * payments' /Membership page, MembershipFeatures call, purchase popup and members-only page list them.
 * - `label`: the locale key of its line; `link`: where the feature is (null: nowhere of its own); `order`: its place;
 * - `offersOneDay`: the 24-hour membership is offered for it too (spec §5: a quick, one-off need);
 * - `paths`: its member-only pages (the members-only page a refused page shows names the feature).
 * It lives in the platform so that any module, however low (profiles' details, start's sections), can add to it.
 */
export type MembersOnlyFeature = Readonly<{ label: string; link: string | null; offersOneDay: boolean; paths: readonly string[]; order: number }>;

const features = createRegistry<string, MembersOnlyFeature>('members-only features');

/** Registers a members-only feature; returns the undo (tests). */
export const registerMembersOnlyFeature = (key: string, feature: MembersOnlyFeature) => features.register(key, feature);

/** Every registered feature with its key, in order. */
export const membersOnlyFeatures = (): (MembersOnlyFeature & { key: string })[] =>
  features
    .list()
    .map(([key, f]) => ({ key, ...f }))
    .sort((a, b) => a.order - b.order);

export const isMembersOnlyFeature = (key: string): boolean => features.lookup(key) !== undefined;

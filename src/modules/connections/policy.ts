import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { type ProfileSubject, profileSubjectExamples } from '../profiles/index.ts';
import type { ConnectionRow } from './repo.ts';
import { blocked, cannotAskSelf, connectionNotFound, darkSiteOnly } from './errors.ts';

/** A relation or request with the other side loaded (its visibility to the actor, a block either way). */
export type ConnectionSubject = Readonly<{ connection: ConnectionRow; other: ProfileSubject }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** The Relations tab and /EditProfile/Relations: there on the dark site; on the regular site they send elsewhere. */
    'connections.tab': null;
    'connections.view': ProfileSubject;
    'connections.request': ProfileSubject;
    'connections.accept': ConnectionSubject;
    'connections.decline': ConnectionSubject;
    'connections.change': ConnectionSubject;
    'connections.delete': ConnectionSubject;
  }
}

/** Relations are a dark-site feature: its pages and calls declare `site: 'dark'`; the Relations tab and the asking button decide on it here. */
export const onDarkSite = (actor: Actor) => actor.site.dark;
/** The other profile may be reached: visible to the actor and no block either way. */
export const reachable = (other: ProfileSubject) => other.visible && !other.blockedEitherWay;
export const isSide = (actor: Actor, c: ConnectionRow) => c.requesterId === actor.profileId || c.targetId === actor.profileId;
export const waitsForActor = (actor: Actor, c: ConnectionRow) => c.targetId === actor.profileId && !c.acceptedAt;

/** A profile's relations: of a profile the actor may see. */
export const mayViewRelations = (_actor: Actor, profile: ProfileSubject) => profile.visible;
/** Ask another profile the actor may reach (never themselves), on the dark site (the profile page's button reads it on both). */
export const mayAsk = (actor: Actor, profile: ProfileSubject) => onDarkSite(actor) && !profile.own && reachable(profile);
/** Only the asked profile answers a request still waiting; accepting also needs the asker reachable. */
export const mayDecline = (actor: Actor, { connection }: ConnectionSubject) => waitsForActor(actor, connection);
export const mayAccept = (actor: Actor, subject: ConnectionSubject) => mayDecline(actor, subject) && reachable(subject.other);
/** Either side of an accepted relation, or the asker of a waiting one, describes it anew while the other is reachable. */
export const mayChangeRole = (actor: Actor, { connection: c, other }: ConnectionSubject) => changeable(actor, c) && reachable(other);
/** Either side ends it, even when blocked: it only removes. */
export const mayDelete = (actor: Actor, { connection }: ConnectionSubject) => isSide(actor, connection);

/** Asking off the dark site: 404; a relation that is not the actor's to act on: 404; a blocked or hidden other profile: the profiles 404. */
const refuseProfile = (actor: Actor, profile: ProfileSubject) => (!onDarkSite(actor) ? darkSiteOnly() : profile.own ? cannotAskSelf() : blocked());
const refuseConnection = (actedOn: (actor: Actor, c: ConnectionRow) => boolean) => (actor: Actor, { connection }: ConnectionSubject) =>
  actedOn(actor, connection) ? blocked() : connectionNotFound();
function changeable(actor: Actor, c: ConnectionRow) {
  return isSide(actor, c) && (Boolean(c.acceptedAt) || c.requesterId === actor.profileId);
}

const me = 100;
const profiles = profileSubjectExamples;
const connection = (over: Partial<ConnectionRow>): ConnectionRow => ({ id: 1, requesterId: 200, targetId: me, role: 'Friend', acceptedAt: null, ...over });
const connections = {
  'asked of me': { connection: connection({}), other: profiles.another },
  'asked by me': { connection: connection({ requesterId: me, targetId: 200 }), other: profiles.another },
  'accepted, mine': { connection: connection({ acceptedAt: new Date(0) }), other: profiles.another },
  'asked of me by a blocked profile': { connection: connection({ requesterId: 201 }), other: profiles.blocked },
  "others'": { connection: connection({ requesterId: 300, targetId: 301 }), other: profiles.hidden },
} satisfies Record<string, ConnectionSubject>;

/** Registered from index.ts (`registerPolicies`). */
export const policies: Policies = {
    'connections.tab': { allows: onDarkSite, refusal: () => darkSiteOnly(), examples: { 'the tab': null } },
    'connections.view': { allows: mayViewRelations, refusal: () => blocked(), examples: profiles },
    'connections.request': { allows: mayAsk, refusal: refuseProfile, examples: profiles },
    'connections.accept': { allows: mayAccept, refusal: refuseConnection(waitsForActor), examples: connections },
    'connections.decline': { allows: mayDecline, refusal: refuseConnection(() => false), examples: connections },
    'connections.change': { allows: mayChangeRole, refusal: refuseConnection(changeable), examples: connections },
    'connections.delete': { allows: mayDelete, refusal: refuseConnection(() => false), examples: connections },
};

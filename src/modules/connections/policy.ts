import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import type { ProfileSubject } from '../profiles/index.ts';
import type { ConnectionRow } from './repo.ts';
import { blocked, cannotAskSelf, connectionNotFound, darkSiteOnly } from './errors.ts';

/** A relation or request with the other side loaded (its visibility to the actor, a block either way). */
export type ConnectionSubject = Readonly<{ connection: ConnectionRow; other: ProfileSubject }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'connections.view': ProfileSubject;
    'connections.request': ProfileSubject;
    'connections.accept': ConnectionSubject;
    'connections.decline': ConnectionSubject;
    'connections.change': ConnectionSubject;
    'connections.delete': ConnectionSubject;
  }
}

/** Relations are a dark-site feature. */
export const onDarkSite = (actor: Actor) => actor.site.dark;
/** The other profile may be reached: visible to the actor and no block either way. */
export const reachable = (other: ProfileSubject) => other.visible && !other.blockedEitherWay;
export const isSide = (actor: Actor, c: ConnectionRow) => c.requesterId === actor.profileId || c.targetId === actor.profileId;
export const waitsForActor = (actor: Actor, c: ConnectionRow) => c.targetId === actor.profileId && !c.acceptedAt;

/** A profile's relations: on the dark site, of a profile the actor may see. */
export const mayViewRelations = (actor: Actor, profile: ProfileSubject) => onDarkSite(actor) && profile.visible;
/** Ask another profile the actor may reach (never themselves). */
export const mayAsk = (actor: Actor, profile: ProfileSubject) => onDarkSite(actor) && !profile.own && reachable(profile);
/** Only the asked profile answers a request still waiting; accepting also needs the asker reachable. */
export const mayDecline = (actor: Actor, { connection }: ConnectionSubject) => onDarkSite(actor) && waitsForActor(actor, connection);
export const mayAccept = (actor: Actor, subject: ConnectionSubject) => mayDecline(actor, subject) && reachable(subject.other);
/** Either side of an accepted relation, or the asker of a waiting one, describes it anew while the other is reachable. */
export const mayChangeRole = (actor: Actor, { connection: c, other }: ConnectionSubject) =>
  onDarkSite(actor) && isSide(actor, c) && (Boolean(c.acceptedAt) || c.requesterId === actor.profileId) && reachable(other);
/** Either side ends it, even when blocked: it only removes. */
export const mayDelete = (actor: Actor, { connection }: ConnectionSubject) => onDarkSite(actor) && isSide(actor, connection);

/** Off the dark site: 404; a relation that is not the actor's to act on: 404; a blocked or hidden other profile: the profiles 404. */
const refuseProfile = (actor: Actor, profile: ProfileSubject) => (!onDarkSite(actor) ? darkSiteOnly() : profile.own ? cannotAskSelf() : blocked());
const refuseConnection = (actedOn: (actor: Actor, c: ConnectionRow) => boolean) => (actor: Actor, { connection }: ConnectionSubject) =>
  !onDarkSite(actor) ? darkSiteOnly() : actedOn(actor, connection) ? blocked() : connectionNotFound();
const changeable = (actor: Actor, c: ConnectionRow) => isSide(actor, c) && (Boolean(c.acceptedAt) || c.requesterId === actor.profileId);

/** Registered from index.ts (`registerPolicies`). */
export const policies: Policies = {
    'connections.view': { allows: mayViewRelations, refusal: (actor) => (onDarkSite(actor) ? blocked() : darkSiteOnly()) },
    'connections.request': { allows: mayAsk, refusal: refuseProfile },
    'connections.accept': { allows: mayAccept, refusal: refuseConnection(waitsForActor) },
    'connections.decline': { allows: mayDecline, refusal: refuseConnection(() => false) },
    'connections.change': { allows: mayChangeRole, refusal: refuseConnection(changeable) },
    'connections.delete': { allows: mayDelete, refusal: refuseConnection(() => false) },
};

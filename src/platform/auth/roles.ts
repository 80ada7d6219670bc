import type { Knex } from 'knex';
import { createKeyedProvider } from '../registry.ts';
import type { Actor } from './actor.ts';

/**
 * "The actor's role in a subject of type X" (a lodge's seven member roles, an event's admins): the module owning X
 * provides the loader from its `index.ts`; a rule reads the role as a loaded fact of its subject. Null: no role
 * (and the answer for a type no module provides).
 */
export type RoleLoader = (db: Knex, actor: Actor, subjectId: number) => Promise<string | null>;

export const subjectRoles = createKeyedProvider<string, RoleLoader>('subject roles', async () => null);

/** Each request's actor is made once (runPage, the api router), so its roles are asked once per request. */
const asked = new WeakMap<Actor, Map<string, Promise<string | null>>>();

/** The actor's role in subject `subjectId` of `subjectType`, loaded once per actor (a request) and remembered. */
export function roleIn(db: Knex, actor: Actor, subjectType: string, subjectId: number): Promise<string | null> {
  if (actor.profileId === null) return Promise.resolve(null);
  let roles = asked.get(actor);
  if (!roles) asked.set(actor, (roles = new Map()));
  const key = `${subjectType}:${subjectId}`;
  let role = roles.get(key);
  if (!role) {
    role = subjectRoles.for(subjectType)(db, actor, subjectId);
    roles.set(key, role);
    // A failed load is not remembered: the next rule asks again.
    role.catch(() => roles.delete(key));
  }
  return role;
}

/**
 * Remembers a role the owning module read together with its subject (one statement for both), so a later `roleIn`
 * in the same request costs nothing.
 */
export function rememberRole(actor: Actor, subjectType: string, subjectId: number, role: string | null): void {
  if (actor.profileId === null) return;
  let roles = asked.get(actor);
  if (!roles) asked.set(actor, (roles = new Map()));
  roles.set(`${subjectType}:${subjectId}`, Promise.resolve(role));
}

import type { Knex } from 'knex';
import type { AppModule } from '../../platform/http/define.ts';
import * as repo from './repo.ts';
import type { SubjectRef } from './repo.ts';
import './personal-data.ts';

/**
 * Sign-ups (issue 33 §4; site-wide events reuse it in issue 34): places for any subject another module owns, with
 * a capacity, a deadline, guests counted against the capacity and a waiting list that moves up. It has no pages
 * or calls of its own: the subject's module offers sign-up and quitting under its own rules. See CONTEXT.md.
 */
export const signupsModule: AppModule = { name: 'signups' };

export { setPlaces, signUp, quit, placesOf, capacityLabel, type PlacesChange } from './service.ts';
export type { Places, Signup, SignupState, SubjectRef, JoinedPlaces } from './repo.ts';
/** SQL for a subject module's own statement: its rows' places and the viewer's sign-up (`joinPlaces`), read back with `placesFromRow`. */
export { joinPlaces, placesFromRow } from './repo.ts';

/** The profile's sign-up for a subject, or null. */
export const signupOf = (db: Knex, ref: SubjectRef, profileId: number) => repo.findSignup(db, ref, profileId);
/** Every sign-up of a subject: confirmed first, then the waiting list, each in arrival order. */
export const signupsOf = (db: Knex, ref: SubjectRef) => repo.signupsOf(db, ref);
/** The profile ids signed up for a subject (a query: a list's `whereIn`, a fan-out), optionally of one state. */
export const signedUpProfiles = repo.signedUpQuery;
/** Everyone signed up or waiting, as ids (to tell them of a change). */
export const signedUpIds = async (db: Knex, ref: SubjectRef): Promise<number[]> => (await repo.signedUpQuery(db, ref)).map((r: { profile_id: unknown }) => Number(r.profile_id));
/** Drops a subject's places and sign-ups (the subject itself is gone). */
export const forgetPlaces = (trx: Knex, ref: SubjectRef) => repo.deleteSubject(trx, ref);

import type { Knex } from 'knex';
import { capacityBelowTaken, guestsDoNotFit, noPlaces, notSignedUp, signUpClosed } from './errors.ts';
import * as repo from './repo.ts';
import type { Places, Signup, SubjectRef } from './repo.ts';

/** What a change of places answers: the actor's sign-up (null after quitting), the places now, and who moved up. */
export type PlacesChange = { signup: Signup | null; places: Places; promoted: number[] };

/** Whether `size` more places fit. */
const fits = (places: Pick<Places, 'capacity' | 'taken'>, size: number) => places.capacity === null || places.taken + size <= places.capacity;

/**
 * Moves people up from the waiting list, in arrival order, each whose party (themselves and their guests) fits in
 * the places left; a party too large for them waits on while a later, smaller one may take them. Afterwards no
 * waiting party fits, so a newcomer who fits never jumps ahead of one that would. Runs under the subject's lock.
 */
async function promote(trx: Knex, ref: SubjectRef, places: Places): Promise<{ places: Places; promoted: number[] }> {
  if (places.waiting === 0 || (places.capacity !== null && places.taken >= places.capacity)) return { places, promoted: [] };
  const waiting = await repo.waitingList(trx, ref);
  let taken = places.taken;
  const ids: number[] = [];
  const promoted: number[] = [];
  for (const s of waiting) {
    if (!fits({ capacity: places.capacity, taken }, 1 + s.guests)) continue;
    taken += 1 + s.guests;
    ids.push(s.id);
    promoted.push(s.profileId);
  }
  await repo.confirm(trx, ids);
  return { places: { ...places, taken, waiting: waiting.length - ids.length }, promoted };
}

/** Runs `change` with the subject's counter row locked (`for update`), then writes the counters it ends with. */
async function underLock<T extends { places: Places }>(db: Knex, ref: SubjectRef, change: (trx: Knex.Transaction, places: Places) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    const places = await repo.lockPlaces(trx, ref);
    if (!places) throw noPlaces();
    const result = await change(trx, places);
    if (result.places.taken !== places.taken || result.places.waiting !== places.waiting) await repo.setCounters(trx, ref, result.places.taken, result.places.waiting);
    return result;
  });
}

/**
 * Opens places for a subject or changes them (inside the subject's own transaction when given one). A larger
 * capacity (or none) moves people up at once; a capacity below the places taken is refused (never overbooked).
 * Returns who moved up, for the caller to tell them.
 */
export async function setPlaces(db: Knex, ref: SubjectRef, capacity: number | null, deadline: Date | null): Promise<{ places: Places; promoted: number[] }> {
  return db.transaction(async (trx) => {
    await trx('signup_subjects').insert({ subject_type: ref.subjectType, subject_id: ref.subjectId }).onConflict(['subject_type', 'subject_id']).ignore();
    const before = (await repo.lockPlaces(trx, ref))!;
    if (capacity !== null && capacity < before.taken) throw capacityBelowTaken(before.taken);
    await repo.upsertSubject(trx, ref, capacity, deadline);
    const { places, promoted } = await promote(trx, ref, { ...before, capacity, deadline });
    if (places.taken !== before.taken || places.waiting !== before.waiting) await repo.setCounters(trx, ref, places.taken, places.waiting);
    return { places, promoted };
  });
}

/**
 * Signs a profile up with 0–5 guests: a place when the party fits, else the end of the waiting list. Signing up
 * again changes the number of guests: someone with a place keeps it only if the new party fits (else the change
 * is refused and their place stays); someone waiting keeps their turn with the new party. Refused after the
 * deadline.
 */
export async function signUp(db: Knex, ref: SubjectRef, profileId: number, guests: number, now = new Date()): Promise<PlacesChange> {
  return underLock(db, ref, async (trx, places) => {
    if (places.deadline && places.deadline.getTime() <= now.getTime()) throw signUpClosed();
    const existing = await repo.findSignup(trx, ref, profileId);
    if (!existing) {
      const state = fits(places, 1 + guests) ? 'Confirmed' : 'Waiting';
      const signup = await repo.insertSignup(trx, ref, profileId, guests, state);
      const after = state === 'Confirmed' ? { ...places, taken: places.taken + 1 + guests } : { ...places, waiting: places.waiting + 1 };
      return { signup, places: after, promoted: [] };
    }
    if (existing.guests === guests) return { signup: existing, places, promoted: [] };
    if (existing.state === 'Confirmed') {
      const without = { ...places, taken: places.taken - 1 - existing.guests };
      if (!fits(without, 1 + guests)) throw guestsDoNotFit();
      await repo.updateGuests(trx, existing.id, guests);
      // Fewer guests free places: the waiting list moves up.
      const moved = await promote(trx, ref, { ...without, taken: without.taken + 1 + guests });
      return { signup: { ...existing, guests }, ...moved };
    }
    await repo.updateGuests(trx, existing.id, guests);
    const moved = await promote(trx, ref, places);
    return { signup: moved.promoted.includes(profileId) ? { ...existing, guests, state: 'Confirmed' } : { ...existing, guests }, ...moved };
  });
}

/** Quits (a place or the waiting list); a freed place moves the next who fit up. */
export async function quit(db: Knex, ref: SubjectRef, profileId: number): Promise<PlacesChange> {
  return underLock(db, ref, async (trx, places) => {
    const existing = await repo.findSignup(trx, ref, profileId);
    if (!existing) throw notSignedUp();
    await repo.deleteSignup(trx, existing.id);
    if (existing.state === 'Waiting') return { signup: null, places: { ...places, waiting: places.waiting - 1 }, promoted: [] };
    return { signup: null, ...(await promote(trx, ref, { ...places, taken: places.taken - 1 - existing.guests })) };
  });
}

/** The places of several subjects at once (a calendar's month), by `type:id`. */
export const placesOf = repo.placesOf;
/** "19/50": places taken over the capacity (`∞` for none). */
export const capacityLabel = (places: Pick<Places, 'taken' | 'capacity'>) => `${places.taken}/${places.capacity ?? '∞'}`;

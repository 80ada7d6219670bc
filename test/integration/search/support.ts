import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { countsChanged } from '../../../src/platform/member-counts.ts';
import { testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { buildProfile } from '../../support/factories.ts';

/** Helpers of the search tests: searchers, described targets, and the ids on a result page. */
export type Person = { gender?: string; age?: number };

/** A logged-on searcher (en-GB unless told), with `form` (POST with the form token). */
export async function searcher(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  return Object.assign(agent, { profile, form: (path: string, body: Record<string, unknown>) => agent.postForm(path, body) });
}
export type Searcher = Awaited<ReturnType<typeof searcher>>;

/** A birthday that makes a person `age` today (well inside the year). */
function birthdayFor(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

/** Gives the profile persons, and optionally an area (a Danish demo postal code) and its texts. */
export async function describeProfile(profileId: number, persons: Person[], opts: { postalCode?: string; text?: string; lookingFor?: string } = {}) {
  await testDb()('profile_persons').insert(persons.map((p, position) => ({ profile_id: profileId, position, birthday: birthdayFor(p.age ?? 30), gender: p.gender ?? 'Female' })));
  if (opts.postalCode) {
    const countryId = Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
    const code = await testDb()('postal_codes').where({ country_id: countryId, code: opts.postalCode }).first('latitude', 'longitude');
    await testDb()('profile_areas').insert({ profile_id: profileId, country_id: countryId, postal_code: opts.postalCode, latitude: code.latitude, longitude: code.longitude });
  }
  if (opts.text !== undefined || opts.lookingFor !== undefined) {
    await testDb()('profile_details').insert({ profile_id: profileId, presentation: opts.text ?? '', looking_for: opts.lookingFor ?? '' });
  }
}

/** Another profile, described. */
export async function target(persons: Person[] = [{}], opts: { postalCode?: string; text?: string; lookingFor?: string; overrides?: Partial<NewProfile> } = {}) {
  const profile = await buildProfile(opts.overrides ?? {});
  await describeProfile(profile.id, persons, opts);
  return profile.id;
}

/** Blocks in both directions plus a locked and a held-for-validation profile, each built by `make`: none may ever be listed. */
export async function neverListed(meId: number, make: (overrides: Partial<NewProfile>) => Promise<number>): Promise<number[]> {
  const blockedByMe = await make({});
  const blocksMe = await make({});
  const locked = await make({ status: 4 });
  const held = await make({ forcedValidation: true });
  await testDb()('profile_blocks').insert([{ blocker_id: meId, blocked_id: blockedByMe }, { blocker_id: blocksMe, blocked_id: meId }]);
  return [blockedByMe, blocksMe, locked, held];
}

/** A field's audience straight in the table, and the member's kept data renewed as profiles' writer does (countsChanged). */
export async function hideField(profileId: number, field: string, audience: string) {
  await testDb()('profile_field_visibility').insert({ profile_id: profileId, field, audience }).onConflict(['profile_id', 'field']).merge();
  await countsChanged(testDb(), [profileId]);
}
export const idsIn = (html: string) => [...html.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]));
export const b64 = (options: object) => Buffer.from(JSON.stringify(options)).toString('base64url');

import type { Knex } from 'knex';
import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';

const demoEmails = 'demo%@example.invalid';
export const benchSearcher = { name: 'SearchBench', email: 'searchbench@example.com', password: 'Bench-password-4711' } as const;

/**
 * The demo profiles the search bench needs: `total` of them (with `reuse`, those already there count, so a
 * seeded database is used again as it is). Returns how long seeding took, or null when nothing was seeded.
 */
export async function ensureDemoProfiles(db: Knex, total: number, reuse: boolean): Promise<number | null> {
  const have = reuse ? Number((await db('profiles').where('email', 'like', demoEmails).count('* as n').first())?.n ?? 0) : 0;
  if (have >= total) return null;
  const started = Date.now();
  await generateDemoProfiles(db, total - have);
  return Date.now() - started;
}

/**
 * Pictures and validations are media rows only (no files: the bench renders result cards, it never loads their
 * images): a Live picture in the profile album of 40% of the demo profiles and a Valid validation for 8%, chosen by
 * id, plus a few settings; a second run adds none. Server-side INSERT … SELECT, seconds at a million.
 */
export async function ensureBenchMedia(db: Knex): Promise<void> {
  if (await db('media').where({ caption: 'Bench picture' }).first('id')) return;
  const variants = JSON.stringify(Object.fromEntries(['160', '480'].flatMap((w) => ['jpg', 'webp'].map((ext) => [`w${w}.${ext}`, `bench/w${w}.${ext}`]))));
  await db.raw(`insert into media_albums (profile_id, kind) select id, 'Profile' from profiles p
    where email like ? and id % 5 in (0, 2) and not exists (select 1 from media_albums a where a.profile_id = p.id and a.kind = 'Profile')`, [demoEmails]);
  await db.raw(`insert into media (profile_id, album_id, type, status, width, height, variants, caption)
    select a.profile_id, a.id, 'Picture', 'Live', 480, 480, ?::jsonb, 'Bench picture' from media_albums a join profiles p on p.id = a.profile_id
    where a.kind = 'Profile' and p.email like ? and p.id % 5 in (0, 2)`, [variants, demoEmails]);
  await db.raw(`insert into media_validations (profile_id, method, status, decided_at)
    select id, 'Personal', 'Valid', now() from profiles where email like ? and id % 25 in (1, 7)`, [demoEmails]);
  // Settings as a live site has them: 2% hide their online status, a seventh chose another result view.
  await db.raw(`insert into profile_configuration (profile_id, key, value) select id, 'showOnlineStatus', 'false' from profiles where email like ? and id % 50 = 3
    union all select id, 'searchViewStyle', 'Detailed' from profiles where email like ? and id % 7 = 0 on conflict do nothing`, [demoEmails, demoEmails]);
  await db.raw('analyze media_albums, media, media_validations, profile_configuration');
}

/** Makes `count` of the most recently logged-on demo profiles online now (presence heartbeats). */
export async function beatOnline(db: Knex, count: number): Promise<void> {
  const ids = await db('profiles').where('email', 'like', demoEmails).orderBy('last_logon_at', 'desc').limit(count).pluck('id');
  for (const id of ids) await heartbeat(db, Number(id));
}

/** The member who searches: lives in the most common demo area, a man born 1990. Made once. */
export async function ensureSearcher(db: Knex): Promise<number> {
  const existing = await db('profiles').where({ email: benchSearcher.email }).first('id');
  if (existing) return Number(existing.id);
  const me = await createProfile(db, {
    name: benchSearcher.name, email: benchSearcher.email, passwordHash: await hashPassword(benchSearcher.password), kind: 'Single', status: ProfileStatus.Active,
    darkStatus: 0, member: false, termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: 'en-GB', emailConfirmed: true,
  });
  await db.raw(
    `insert into profile_areas (profile_id, country_id, postal_code, latitude, longitude)
     select ?, country_id, postal_code, latitude, longitude from profile_areas where latitude is not null
     group by country_id, postal_code, latitude, longitude order by count(*) desc limit 1`,
    [me.id],
  );
  await db('profile_persons').insert({ profile_id: me.id, position: 0, birthday: '1990-05-05', gender: 'Male' });
  return Number(me.id);
}

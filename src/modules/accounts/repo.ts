import type { Knex } from 'knex';

export type ProfileRecord = {
  id: number;
  name: string;
  email: string;
  kind: 'Single' | 'Couple';
  status: number;
  darkStatus: number;
  member: boolean;
  termsVersion: number;
  forcedValidation: boolean;
  staffRole: number;
  language: string | null;
  securityStamp: string;
  createdAt: Date;
};

type ProfileRow = {
  id: number;
  name: string;
  email: string;
  kind: 'Single' | 'Couple';
  status: number;
  dark_status: number;
  member: boolean;
  terms_version: number;
  forced_validation: boolean;
  staff_role: number;
  language: string | null;
  security_stamp: string;
  created_at: Date;
};

const toProfile = (r: ProfileRow): ProfileRecord => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  kind: r.kind,
  status: r.status,
  darkStatus: r.dark_status,
  member: r.member,
  termsVersion: r.terms_version,
  forcedValidation: r.forced_validation,
  staffRole: r.staff_role,
  language: r.language,
  securityStamp: r.security_stamp,
  createdAt: new Date(r.created_at),
});

export async function findProfileById(db: Knex, id: number): Promise<ProfileRecord | null> {
  const row = await db<ProfileRow>('profiles').where({ id }).first();
  return row ? toProfile(row) : null;
}

export type NewProfile = {
  name: string;
  email: string;
  passwordHash: string | null;
  kind: 'Single' | 'Couple';
  status: number;
  darkStatus: number;
  member: boolean;
  termsVersion: number;
  forcedValidation: boolean;
  staffRole: number;
  language: string | null;
};

export async function insertProfile(db: Knex, p: NewProfile): Promise<ProfileRecord> {
  const [row] = await db<ProfileRow>('profiles')
    .insert({
      name: p.name,
      email: p.email,
      password_hash: p.passwordHash,
      kind: p.kind,
      status: p.status,
      dark_status: p.darkStatus,
      member: p.member,
      terms_version: p.termsVersion,
      forced_validation: p.forcedValidation,
      staff_role: p.staffRole,
      language: p.language,
    } as Partial<ProfileRow>)
    .returning('*');
  return toProfile(row as ProfileRow);
}

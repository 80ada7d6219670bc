import type { ProfileRecord } from './repo.ts';

/** A profile as the guard and the layout see it. */
export function toViewer(p: ProfileRecord, requiredTermsVersion: number): Express.User {
  return {
    id: p.id,
    name: p.name,
    language: p.language,
    status: p.status,
    darkStatus: p.darkStatus,
    member: p.member,
    termsAccepted: p.termsVersion >= requiredTermsVersion,
    forcedValidation: p.forcedValidation,
    staffRole: p.staffRole,
    impersonatedBy: null,
    stamp: p.securityStamp,
  };
}

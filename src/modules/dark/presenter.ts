import { presentationMax, presentationMin, type CurrentDark, type DarkProfileForEdit } from './schemas.ts';
import type { CurrentDarkProfile } from './service.ts';
import type { DarkApplicationRecord } from './repo.ts';

/** The dark profile as GetCurrentProfileDark returns it. */
export function presentCurrentDark(current: CurrentDarkProfile, darkStatus: number): CurrentDark {
  const a = current.application;
  return {
    darkStatus,
    darkStatusName: current.status,
    presentation: a?.presentation ?? null,
    role1: a?.role1 ?? null,
    role2: a?.role2 ?? null,
    appliedAt: a?.appliedAt.toISOString() ?? null,
    decidedAt: a?.decidedAt?.toISOString() ?? null,
    declineReason: a?.declineReason ?? null,
  };
}

/** The form's values from a stored application. */
export const applicationValues = (current: CurrentDarkProfile) =>
  current.application ? { presentation: current.application.presentation, role1: current.application.role1, role2: current.application.role2 ?? '' } : {};

/** The dark profile as GetDarkProfileDataForEdit and UpdateDarkProfile return it. */
export const presentDarkProfileForEdit = ({ application, couple }: { application: DarkApplicationRecord | null; couple: boolean }): DarkProfileForEdit => ({
  presentation: application?.presentation ?? '',
  role1: application?.role1 ?? null,
  role2: application?.role2 ?? null,
  couple,
  presentationMin,
  presentationMax,
});

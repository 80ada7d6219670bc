import type { CurrentDark } from './schemas.ts';
import type { CurrentDarkProfile } from './service.ts';

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

import { DarkStatusApproved } from '../../platform/auth/access.ts';

/** Dark status on a profile. Spec §3 fixes only Approved = 3; the others are ours. */
export const DarkStatus = { None: 0, Applied: 1, Declined: 2, Approved: DarkStatusApproved } as const;
export type DarkStatusName = keyof typeof DarkStatus;

export function darkStatusName(value: number): DarkStatusName {
  const found = (Object.keys(DarkStatus) as DarkStatusName[]).find((k) => DarkStatus[k] === value);
  return found ?? 'None';
}

/** The dark role of each person on the profile (GetDarkPersonRoles). */
export const darkPersonRoles = ['Dominant', 'Submissive', 'Switch', 'Exploring'] as const;
export type DarkPersonRole = (typeof darkPersonRoles)[number];

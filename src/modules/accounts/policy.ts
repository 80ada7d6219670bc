import type { Viewer } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/errors.ts';

/** Staff acting as a member may look around, but not change the member's credentials or payment details. */
export function assertNotImpersonating(viewer: Pick<Viewer, 'impersonatedBy'> | null): void {
  if (viewer?.impersonatedBy) throw new AppError(403, 'impersonating', 'accounts.errors.impersonating');
}

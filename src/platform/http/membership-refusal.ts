import type { Request, Response } from 'express';

/**
 * The page a logged-on non-member gets from a member-only page (the guard's `membership` refusal). The platform
 * cannot know what a membership costs: payments provides the page (a 403 with the offer inline, which works
 * without JavaScript). Until something is provided the refusal is the plain redirect to /Membership?u=….
 */
export type MembershipRefusalPage = (req: Request, res: Response, refusedUrl: string) => Promise<void>;

let provided: MembershipRefusalPage | null = null;

/** Sets the members-only page; returns the undo (tests), which puts back what it replaced. */
export function provideMembershipRefusalPage(page: MembershipRefusalPage): () => void {
  const before = provided;
  provided = page;
  return () => {
    provided = before;
  };
}

/** The provided members-only page, or null (the caller then redirects). */
export const membershipRefusalPage = (): MembershipRefusalPage | null => provided;

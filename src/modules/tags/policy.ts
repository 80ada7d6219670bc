/** Spec §5/§6: tags are a members' feature. The guard admits logged-on profiles to /Tags; this decides what they get. */
export const isMember = (viewer: { member: boolean }) => viewer.member;

/** The tagging part of a profile page: a member, looking at someone else's profile, as themselves (never staff acting as them). */
export const mayTagOnProfilePage = (viewer: { id: number; member: boolean; impersonatedBy?: number | null }, profileId: number) =>
  isMember(viewer) && viewer.id !== profileId && !viewer.impersonatedBy;

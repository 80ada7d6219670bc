import type { OnlineProfile } from './service.ts';

/** An online profile on the wire: ages only where the viewer may see them (empty otherwise), the picture per the explicit rule. */
export const presentOnlineProfile = (p: OnlineProfile) => ({ id: p.id, name: p.name, ages: p.ages, picture: p.picture });

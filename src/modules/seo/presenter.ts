import type { LandingPage } from './repo.ts';

export const presentLandingSummary = (p: LandingPage) => ({ path: p.path, title: p.title, summary: p.summary });
export const presentLandingPage = (p: LandingPage) => ({ ...presentLandingSummary(p), body: p.body });

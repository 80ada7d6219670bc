import type { Request, Response } from 'express';
import type { Actor } from '../../../platform/auth/actor.ts';
import { abilities } from '../../../platform/auth/authorize.ts';
import type { LodgeSubject } from '../policy.ts';
import type { LoadedLodge } from './repo.ts';

/** The lodge page's tabs (spec §2 Lodge/{id}), in order; each shown to whom its rule admits. */
export const lodgeTabs = ['About', 'Debate', 'Calendar', 'Media', 'Members', 'Mail', 'MemberManagement', 'Settings', 'Edit'] as const;
export type LodgeTab = (typeof lodgeTabs)[number];

export const lodgePath = (lodgeId: number, tab?: LodgeTab | string) => `/Community/Lodges/Lodge/${lodgeId}${tab && tab !== 'About' ? `/${tab}` : ''}`;

/** Which tabs the actor sees: Members by the member visibility, Mail, Media and Settings to members, management and Edit to admins. */
function tabsFor(actor: Actor, subject: LodgeSubject): LodgeTab[] {
  const can = abilities(actor, subject, ['lodges.seeMembers', 'lodges.participate', 'lodges.manage', 'lodges.edit']);
  return lodgeTabs.filter((tab) => {
    if (tab === 'Members') return can['lodges.seeMembers'];
    if (tab === 'Mail' || tab === 'Settings' || tab === 'Media') return can['lodges.participate'] || can['lodges.manage'];
    if (tab === 'MemberManagement') return can['lodges.manage'];
    if (tab === 'Edit') return can['lodges.edit'];
    return true;
  });
}

/** A tab's content: its view (relative to views/) and locals; the shell adds the lodge, the tabs and the header's buttons. */
export type LodgeTabContent = { view: string; locals?: Record<string, unknown> };

/** The view and locals of a lodge page with a tab (also the host of a tab's forms). */
export function lodgeTabPage(req: Request, loaded: LoadedLodge & { subject: LodgeSubject }, tab: LodgeTab, content: LodgeTabContent) {
  const actor = req.ctx.actor;
  const { lodge, role, subject } = loaded;
  const can = abilities(actor, subject, ['lodges.join', 'lodges.request', 'lodges.leave', 'lodges.participate', 'lodges.takeOwnership']);
  return {
    view: 'lodges/lodge',
    locals: {
      title: lodge.name,
      lodge,
      role,
      tab,
      tabs: tabsFor(actor, subject),
      lodgePath: (t?: string) => lodgePath(lodge.id, t),
      can,
      loggedOn: actor.profileId !== null,
      content,
      ...content.locals,
    },
  };
}

export function showLodgeTab(req: Request, res: Response, loaded: LoadedLodge & { subject: LodgeSubject }, tab: LodgeTab, content: LodgeTabContent): void {
  const { view, locals } = lodgeTabPage(req, loaded, tab, content);
  res.render(view, locals);
}

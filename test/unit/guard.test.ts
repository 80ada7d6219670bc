import { expect } from 'chai';
import { decideAccess } from '../../src/platform/auth/guard.ts';
import type { Access, Exemption } from '../../src/platform/auth/access.ts';
import { viewerOf } from '../support/factories.ts';

const regular = { id: 1, dark: false };
const dark = { id: 2, dark: true };
const decide = (access: Access, url: string, viewer: ReturnType<typeof viewerOf> | null, site = regular, exempt: Exemption[] = []) =>
  decideAccess({ access, exempt, url, viewer, at: site });

describe('guard (spec §4)', () => {
  it('lets anyone reach a public route', () => {
    expect(decide('public', '/Support', null)).to.deep.equal({ allow: true });
  });

  it('sends an anonymous visitor of a non-public route to / with the original path and query in u', () => {
    expect(decide('user', '/Mail/12?tab=2', null)).to.deep.equal({ allow: false, reason: 'login', redirect: '/?u=%2FMail%2F12%3Ftab%3D2' });
  });

  it('lets a logged-in profile with accepted terms through', () => {
    expect(decide('user', '/Start', viewerOf())).to.deep.equal({ allow: true });
  });

  describe('parts of the product a site may not have (feature)', () => {
    const on = (feature: 'lodges' | 'events' | 'contest', at: { id: number; dark: boolean; disabledLodges?: boolean; disabledEvents?: boolean }, viewer: ReturnType<typeof viewerOf> | null = null) =>
      decideAccess({ access: 'user', feature, url: '/x', viewer, at });
    it('is a 404 where the site switched lodges or events off, before asking a visitor to log on', () => {
      expect(on('lodges', { ...regular, disabledLodges: true })).to.include({ allow: false, reason: 'featureDisabled' });
      expect(on('events', { ...regular, disabledEvents: true })).to.include({ allow: false, reason: 'featureDisabled' });
      expect(on('lodges', { ...regular, disabledEvents: true }, viewerOf())).to.deep.equal({ allow: true });
    });
    it('has the contest on site 1 only, for visitors and members alike', () => {
      expect(on('contest', regular, viewerOf())).to.deep.equal({ allow: true });
      expect(on('contest', regular)).to.include({ allow: false, reason: 'login' });
      expect(on('contest', { id: 3, dark: false })).to.include({ allow: false, reason: 'featureDisabled' });
      expect(on('contest', { id: 3, dark: false }, viewerOf())).to.include({ allow: false, reason: 'featureDisabled' });
    });
  });

  describe('dark site', () => {
    const approvedMember = viewerOf({ member: true, darkStatus: 3 });
    it('needs a member with approved dark status', () => {
      expect(decide('user', '/Start', viewerOf({ member: true }), dark)).to.include({ allow: false, reason: 'dark', redirect: '/?u=%2FStart' });
      expect(decide('user', '/Start', viewerOf({ darkStatus: 3 }), dark)).to.include({ allow: false, reason: 'dark' });
      expect(decide('user', '/Start', approvedMember, dark)).to.deep.equal({ allow: true });
    });
    it('still opens a route that declares itself exempt (/Membership, /ReAcceptance, /ProfileValidation)', () => {
      expect(decide('user', '/Membership', viewerOf(), dark, ['dark'])).to.deep.equal({ allow: true });
      expect(decide('user', '/Membership', viewerOf(), dark, ['terms'])).to.include({ reason: 'dark' });
    });
    it('does not apply on the regular site', () => {
      expect(decide('user', '/Start', viewerOf(), regular)).to.deep.equal({ allow: true });
    });
  });

  describe('a route declared for one site', () => {
    const approvedMember = viewerOf({ member: true, darkStatus: 3 });
    const onlyOn = (only: 'dark' | 'regular', access: Access, viewer: ReturnType<typeof viewerOf> | null, at: typeof regular) =>
      decideAccess({ access, site: only, url: '/Relations', viewer, at });
    it('is not there on the other site, for anyone, before any other rule', () => {
      expect(onlyOn('dark', 'user', approvedMember, regular)).to.include({ allow: false, reason: 'darkSiteOnly' });
      expect(onlyOn('dark', 'public', null, regular)).to.include({ allow: false, reason: 'darkSiteOnly' });
      expect(onlyOn('regular', 'public', null, dark)).to.include({ allow: false, reason: 'regularSiteOnly' });
    });
    it('is there on its own site under the usual rules', () => {
      expect(onlyOn('dark', 'user', approvedMember, dark)).to.deep.equal({ allow: true });
      expect(onlyOn('dark', 'user', null, dark)).to.include({ allow: false, reason: 'login' });
      expect(onlyOn('dark', 'user', viewerOf({ member: true }), dark)).to.include({ allow: false, reason: 'dark' });
      expect(onlyOn('regular', 'public', null, regular)).to.deep.equal({ allow: true });
    });
  });

  describe('terms not accepted', () => {
    const viewer = viewerOf({ termsAccepted: false });
    it('redirects to /ReAcceptance', () => {
      expect(decide('user', '/Start', viewer)).to.deep.equal({ allow: false, reason: 'terms', redirect: '/ReAcceptance' });
    });
    it('allows only routes exempt from the terms rule', () => {
      expect(decide('user', '/ReAcceptance', viewer, regular, ['terms'])).to.deep.equal({ allow: true });
      expect(decide('user', '/EditProfile', viewer)).to.include({ reason: 'terms' });
      expect(decide('user', '/ProfileValidation', viewer, regular, ['validation'])).to.include({ reason: 'terms' });
    });
  });

  describe('forced validation', () => {
    it('confines a Locked profile to /ProfileValidation (or delete)', () => {
      const locked = viewerOf({ forcedValidation: true, status: 4 });
      expect(decide('user', '/Start', locked)).to.deep.equal({ allow: false, reason: 'validation', redirect: '/ProfileValidation' });
      expect(decide('user', '/ProfileValidation', locked, regular, ['validation'])).to.deep.equal({ allow: true });
    });
    it('does not confine an Active profile with forced validation', () => {
      expect(decide('user', '/Start', viewerOf({ forcedValidation: true, status: 3 }))).to.deep.equal({ allow: true });
    });
  });

  it('asks non-members to buy a membership for member routes', () => {
    expect(decide('member', '/Community/Lodges/Create', viewerOf())).to.include({ reason: 'membership', redirect: '/Membership?u=%2FCommunity%2FLodges%2FCreate' });
    expect(decide('member', '/Community/Lodges/Create', viewerOf({ member: true }))).to.deep.equal({ allow: true });
  });

  it('admits a staff role and every higher one', () => {
    const access: Access = { staff: 'Support' };
    expect(decide(access, '/Admin', viewerOf({ staffRole: 35 }))).to.include({ reason: 'staff' });
    expect(decide(access, '/Admin', viewerOf({ staffRole: 40 }))).to.deep.equal({ allow: true });
    expect(decide(access, '/Admin', viewerOf({ staffRole: 50 }))).to.deep.equal({ allow: true });
  });

  it('sends a logged-on profile away from guest-only routes, and lets a visitor in', () => {
    expect(decide('guest', '/Create', viewerOf())).to.deep.equal({ allow: false, reason: 'guest', redirect: '/Start' });
    expect(decide('guest', '/Create', null)).to.deep.equal({ allow: true });
  });

  it('refuses a notImpersonating route to staff acting as the member, and allows it to the member', () => {
    const rule = { access: 'user' as const, notImpersonating: true, url: '/Settings/Language', at: regular };
    expect(decideAccess({ ...rule, viewer: viewerOf({ impersonatedBy: 7 }) })).to.include({ allow: false, reason: 'impersonating' });
    expect(decideAccess({ ...rule, viewer: viewerOf() })).to.deep.equal({ allow: true });
  });
});

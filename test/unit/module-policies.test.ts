import { expect } from 'chai';
import { StaffRole } from '../../src/platform/auth/access.ts';
import { actorOf, type Actor } from '../../src/platform/auth/actor.ts';
import { abilities, authorize, may } from '../../src/platform/auth/authorize.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import type { ProfileSubject } from '../../src/modules/profiles/index.ts';
import type { ConnectionRow } from '../../src/modules/connections/index.ts';
// The modules' index.ts files register their policies, as at start-up.
import { connectionsModule } from '../../src/modules/connections/index.ts';
import '../../src/modules/mail/index.ts';
import '../../src/modules/tags/index.ts';
import '../../src/modules/kinks/index.ts';
import '../../src/modules/seo/index.ts';
import '../../src/modules/profiles/index.ts';
import '../../src/modules/lists/index.ts';
import '../../src/modules/media/index.ts';
import type { MediaSubject } from '../../src/modules/media/index.ts';
import { albumKindsFor } from '../../src/modules/media/index.ts';

const regular = { id: 1, dark: false };
const dark = { id: 2, dark: true };
const actor = (id: number, over: Partial<{ member: boolean; staffRole: number; impersonatedBy: number | null; status: number }> = {}, site = regular): Actor =>
  actorOf({ id, status: 3, darkStatus: 3, member: true, termsAccepted: true, forcedValidation: false, staffRole: 0, ...over }, site);
const visitor = actorOf(null, regular);
const other = (over: Partial<ProfileSubject> = {}): ProfileSubject => ({ profileId: 9, own: false, visible: true, blockedEitherWay: false, ...over });
const blockedProfile = other({ visible: false, blockedEitherWay: true });
const hiddenProfile = other({ visible: false });
const ownProfile = other({ profileId: 5, own: true });

/** The refusal authorize throws, as status and message key. */
function refusal(run: () => void): { status: number; key: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, key: err.messageKey };
    throw err;
  }
  throw new Error('not refused');
}

describe('module policies decided through authorize (connections, mail, tags, media)', () => {
  it('mail.write: another member they may see; oneself 400; blocked, hidden or a visitor one 403 that never says why', () => {
    expect(may(actor(5), 'mail.write', other())).to.equal(true);
    expect(may(actor(5, { staffRole: 40, impersonatedBy: 77 }), 'mail.write', other()), 'staff acting as the member write as them').to.equal(true);
    expect(refusal(() => authorize(actor(5), 'mail.write', ownProfile))).to.deep.equal({ status: 400, key: 'mail.errors.self' });
    for (const [who, subject] of [[actor(5), blockedProfile], [actor(5), hiddenProfile], [visitor, other()], [actor(5, { status: 4 }), other()]] as const) {
      expect(refusal(() => authorize(who, 'mail.write', subject))).to.deep.equal({ status: 403, key: 'mail.errors.cannotWrite' });
    }
  });

  it('mail.open: a participant, in a pair while the other is visible; otherwise the conversation is not there (404)', () => {
    expect(may(actor(5), 'mail.open', { participant: true, other: other() })).to.equal(true);
    expect(may(actor(5), 'mail.open', { participant: true, other: null }), 'a group').to.equal(true);
    for (const subject of [{ participant: false, other: other() }, { participant: true, other: blockedProfile }, { participant: true, other: hiddenProfile }]) {
      expect(refusal(() => authorize(actor(5), 'mail.open', subject))).to.deep.equal({ status: 404, key: 'mail.errors.notFound' });
    }
  });

  it('tags: members only, as themselves, on another profile they may see', () => {
    expect(may(actor(5), 'tags.use', null)).to.equal(true);
    expect(refusal(() => authorize(actor(5, { member: false }), 'tags.use', null)).status).to.equal(403);
    expect(may(visitor, 'tags.use', null)).to.equal(false);
    expect(may(actor(5), 'tags.tag', other())).to.equal(true);
    expect(refusal(() => authorize(actor(5, { member: false }), 'tags.tag', other()))).to.deep.equal({ status: 403, key: 'tags.membersOnly.title' });
    expect(refusal(() => authorize(actor(5, { staffRole: 40, impersonatedBy: 77 }), 'tags.tag', other())).status).to.equal(403);
    expect(refusal(() => authorize(actor(5), 'tags.tag', ownProfile))).to.deep.equal({ status: 400, key: 'tags.errors.self' });
    expect(refusal(() => authorize(actor(5), 'tags.tag', blockedProfile))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
    expect(refusal(() => authorize(actor(5), 'tags.tag', hiddenProfile))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
  });

  it('connections: dark site only; asking oneself 400; a blocked or hidden profile the same profiles 404', () => {
    const me = actor(5, {}, dark);
    expect(may(me, 'connections.request', other())).to.equal(true);
    expect(refusal(() => authorize(actor(5), 'connections.request', other()))).to.deep.equal({ status: 404, key: 'common.errors.darkSiteOnly' });
    expect(refusal(() => authorize(me, 'connections.request', ownProfile))).to.deep.equal({ status: 400, key: 'connections.errors.self' });
    expect(refusal(() => authorize(me, 'connections.request', blockedProfile))).to.deep.equal(refusal(() => authorize(me, 'connections.request', hiddenProfile)));
    expect(refusal(() => authorize(me, 'connections.request', blockedProfile))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
    expect(may(me, 'connections.view', other())).to.equal(true);
    expect(refusal(() => authorize(me, 'connections.view', blockedProfile))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
  });

  it('connections: only the asked side answers, either side deletes (even blocked), changing needs the other reachable', () => {
    const waiting: ConnectionRow = { id: 1, requesterId: 9, targetId: 5, role: 'Friend', acceptedAt: null };
    const accepted: ConnectionRow = { ...waiting, acceptedAt: new Date() };
    const asked = actor(5, {}, dark);
    const asker = actor(9, {}, dark);
    const stranger = actor(6, {}, dark);
    const reach = { connection: waiting, other: other() };
    expect([may(asked, 'connections.accept', reach), may(asked, 'connections.decline', reach)]).to.deep.equal([true, true]);
    expect([may(asker, 'connections.accept', reach), may(stranger, 'connections.decline', reach)]).to.deep.equal([false, false]);
    expect(refusal(() => authorize(stranger, 'connections.accept', reach))).to.deep.equal({ status: 404, key: 'connections.errors.notFound' });
    expect(refusal(() => authorize(asked, 'connections.accept', { connection: waiting, other: blockedProfile }))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
    expect(may(asked, 'connections.decline', { connection: waiting, other: blockedProfile }), 'declining only removes').to.equal(true);
    expect(may(asked, 'connections.accept', { connection: accepted, other: other() }), 'no longer waiting').to.equal(false);
    expect([may(asker, 'connections.change', reach), may(asked, 'connections.change', reach)]).to.deep.equal([true, false]);
    expect(may(asked, 'connections.change', { connection: accepted, other: other() })).to.equal(true);
    expect(refusal(() => authorize(asked, 'connections.change', { connection: accepted, other: blockedProfile }))).to.deep.equal({ status: 404, key: 'profiles.errors.notFound' });
    expect([may(asked, 'connections.delete', { connection: accepted, other: blockedProfile }), may(stranger, 'connections.delete', reach)]).to.deep.equal([true, false]);
    // Off the dark site the calls and forms are not there: their declarations' site gate answers 404 before any rule.
    const connectionActions = (connectionsModule.api ?? []).flatMap(({ actions }) => Object.values(actions));
    expect(connectionActions.map((def) => def.site)).to.deep.equal(connectionActions.map(() => 'dark'));
  });

  it('media.view: the owner and staff (Support and up) always; others a Live item, never a validation video, of an admitted album', () => {
    // `admitted` is access.ts's album admission: false for another member's Private album when not a favourite, and
    // for a Red album on the regular site (the rule only decides on the loaded fact).
    const item = (over: Partial<MediaSubject> = {}): MediaSubject => ({ ownerId: 9, status: 'Live', type: 'Picture', admitted: true, ...over });
    const support = actor(5, { staffRole: StaffRole.Support });
    for (const subject of [item(), item({ admitted: false }), item({ status: 'ConversionFailed' }), item({ type: 'ValidationVideo' })]) {
      expect(may(actor(9), 'media.view', subject), 'the owner').to.equal(true);
      expect(may(support, 'media.view', subject), 'staff Support').to.equal(true);
    }
    expect(may(actor(5), 'media.view', item()), 'another member, admitted').to.equal(true);
    expect(may(actor(5, { staffRole: StaffRole.ChatModerator }), 'media.view', item({ admitted: false })), 'staff below Support are members here').to.equal(false);
    for (const subject of [item({ admitted: false }), item({ status: 'ConversionFailed' }), item({ type: 'ValidationVideo' })]) {
      expect(refusal(() => authorize(actor(5), 'media.view', subject))).to.deep.equal({ status: 404, key: 'common.errors.notFound' });
    }
    expect(may(actor(5), 'media.view', item({ admitted: false })), 'a Red album on the regular site').to.equal(false);
    expect(may(actor(5, {}, dark), 'media.view', item({ admitted: false })), 'a Private album for a non-favourite').to.equal(false);
  });

  it('media.openAlbum: the owner and staff (Support and up) always; another member only an admitted album', () => {
    const privateNotFavourite = { ownerId: 9, admitted: false };
    expect(may(actor(9), 'media.openAlbum', privateNotFavourite)).to.equal(true);
    expect(may(actor(5, { staffRole: StaffRole.Support }), 'media.openAlbum', privateNotFavourite)).to.equal(true);
    expect(may(actor(5), 'media.openAlbum', { ownerId: 9, admitted: true })).to.equal(true);
    expect(refusal(() => authorize(actor(5), 'media.openAlbum', privateNotFavourite))).to.deep.equal({ status: 404, key: 'common.errors.notFound' });
  });

  it('kinks.use: a logged-on profile on the dark site', () => {
    expect(may(actor(5, {}, dark), 'kinks.use', null)).to.equal(true);
    expect(may(actor(5), 'kinks.use', null), 'the regular site').to.equal(false);
    expect(may(actorOf(null, dark), 'kinks.use', null), 'a visitor on the dark site').to.equal(false);
  });

  it('seo.skipFront: a logged-on profile that may enter this site (the dark site: an approved member), never a visitor', () => {
    expect(may(actor(5), 'seo.skipFront', null)).to.equal(true);
    expect(may(actor(5, { member: false }), 'seo.skipFront', null), 'a non-member on the regular site').to.equal(true);
    expect(may(actor(5, {}, dark), 'seo.skipFront', null), 'an approved member on the dark site').to.equal(true);
    expect(may(actor(5, { member: false }, dark), 'seo.skipFront', null), 'a non-member on the dark site').to.equal(false);
    expect(may(visitor, 'seo.skipFront', null)).to.equal(false);
  });

  it('profiles.darkAnswers: given on the dark site alone', () => {
    expect(may(actor(5, {}, dark), 'profiles.darkAnswers', null)).to.equal(true);
    expect(may(actor(5), 'profiles.darkAnswers', null), 'the regular site').to.equal(false);
  });

  it('lists.communityLine: a dark-only provider\'s line on the dark site alone, the others everywhere', () => {
    expect(may(actor(5, {}, dark), 'lists.communityLine', { darkOnly: true })).to.equal(true);
    expect(may(actor(5), 'lists.communityLine', { darkOnly: true }), 'the regular site').to.equal(false);
    expect(may(actor(5), 'lists.communityLine', { darkOnly: false })).to.equal(true);
  });

  it('media.redAlbums and media.kinkFilter: the dark site only; albumKindsFor offers Red there alone', () => {
    expect(may(actor(5, {}, dark), 'media.redAlbums', null)).to.equal(true);
    expect(may(actor(5), 'media.redAlbums', null), 'the regular site').to.equal(false);
    expect(may(actor(5, {}, dark), 'media.kinkFilter', null)).to.equal(true);
    expect(may(actor(5), 'media.kinkFilter', null), 'the regular site').to.equal(false);
    expect(albumKindsFor(actor(5, {}, dark))).to.deep.equal(['Profile', 'Ordinary', 'Private', 'Red']);
    expect(albumKindsFor(actor(5))).to.deep.equal(['Profile', 'Ordinary', 'Private']);
  });

  it('media.toldOfQuarantine: members now, not a non-member or a visitor', () => {
    expect(may(actor(5), 'media.toldOfQuarantine', null)).to.equal(true);
    expect(may(actor(5, { member: false }), 'media.toldOfQuarantine', null)).to.equal(false);
    expect(may(visitor, 'media.toldOfQuarantine', null)).to.equal(false);
  });

  it('abilities: the profile page\'s buttons from the same rules, for each actor', () => {
    const buttons = ['mail.write', 'connections.request', 'tags.tag'] as const;
    expect(abilities(actor(5, {}, dark), other(), buttons)).to.deep.equal({ 'mail.write': true, 'connections.request': true, 'tags.tag': true });
    expect(abilities(actor(5, { member: false }), other(), buttons)).to.deep.equal({ 'mail.write': true, 'connections.request': false, 'tags.tag': false });
    expect(abilities(actor(5, { impersonatedBy: 77, staffRole: 40 }), other(), buttons)).to.deep.equal({ 'mail.write': true, 'connections.request': false, 'tags.tag': false });
    expect(abilities(actor(5, {}, dark), ownProfile, buttons)).to.deep.equal({ 'mail.write': false, 'connections.request': false, 'tags.tag': false });
    expect(abilities(visitor, other(), buttons)).to.deep.equal({ 'mail.write': false, 'connections.request': false, 'tags.tag': false });
  });
});

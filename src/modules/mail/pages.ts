import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import { configurationOf, profileSubject, updateConfiguration, visibleIdentity } from '../profiles/index.ts';
import * as service from './service.ts';
import { showAttachment } from './attachments.ts';
import { sendFromForm } from './message-form.ts';
import { mailIslandProps } from './island.ts';
import { attachmentParams, conversationParams, conversationQuery, conversationsPageSize, listQuery, maxAttachments, messageForm, messageMaxLength, muteForm, profileParams, whoMayWriteChoices, whoMayWriteForm } from './schemas.ts';

const newForm: FormView<'user', { profileId: number }> = {
  view: 'mail/new',
  locals: async (req, { params, actor }) => {
    const profile = await visibleIdentity(req.ctx.db, params.profileId, actor);
    // One whom a members-only profile would refuse for not being a member is told before typing, with the offer.
    const { whoMayWrite } = await configurationOf(req.ctx.db, profile.id);
    const membersOnly = whoMayWrite === 'Members' && !may(actor, 'mail.firstContact', { whoMayWrite, senderValidated: false, senderFavourite: false });
    return { title: req.ctx.t('mail.new.title', { name: profile.name }), profile, maxLength: messageMaxLength, maxAttachments, membersOnly };
  },
};
const replyForm: FormView<'user', { id: number }> = {
  view: 'mail/conversation',
  locals: async (req, { params, actor }) => {
    const conversation = await service.openConversation(req.ctx.db, params.id, actor, null);
    const mail = await mailIslandProps(req, actor, { opened: conversation });
    return { title: conversation.title, conversation, maxLength: messageMaxLength, maxAttachments, mail };
  },
};

/**
 * "Write" to a profile the member may not see (deleted, hidden, or blocked either way, e.g. from a bookmark): one
 * 404 page whatever the reason, so a block is never revealed, with the ways on (search, the member's mail).
 */
async function unlessWritable(req: Request, res: Response, actor: ProfileActor, profileId: number): Promise<boolean> {
  const profile = await profileSubject(req.ctx.db, actor, profileId);
  // Oneself: the form, whose send answers 400 naming the field.
  if (profile.own || may(actor, 'mail.write', profile)) return false;
  res.status(404).render('mail/cannot-write', { title: req.ctx.t('mail.cannotWriteProfile.title') });
  return true;
}

/** Accept / Delete / Block: a POST per button, then back to the list or the conversation. */
const conversationAction = (verb: 'Accept' | 'Delete' | 'Block', run: typeof service.acceptRequest, key: string) =>
  definePage({
    method: 'post', path: `/Mail/:id/${verb}`, access: 'user', notImpersonating: true, params: conversationParams,
    handler: async ({ params, actor }, req, res) => {
      await run(req.ctx.db, params.id, actor);
      setFlash(req, { kind: 'success', key });
      res.redirect(303, verb === 'Accept' ? `/Mail/${params.id}` : '/Mail');
    },
  });

export const pages = [
  definePage({
    path: '/Mail',
    access: 'user',
    query: listQuery,
    handler: async ({ query, actor }, req, res) => {
      const skip = (query.page - 1) * conversationsPageSize;
      const [list, found, configuration] = await Promise.all([
        service.listConversations(req.ctx.db, actor, query.tab === 'Requests' ? 'Request' : 'Inbox', skip),
        query.q ? service.searchMail(req.ctx.db, actor, query.q, skip) : null,
        configurationOf(req.ctx.db, actor.profileId),
      ]);
      const { whoMayWrite, refuseExplicitFromStrangers } = configuration;
      const mail = await mailIslandProps(req, actor, { ...query, listed: list, found, configuration });
      res.render('mail/list', { title: req.ctx.t('mail.title'), ...list, tab: query.tab, page: query.page, q: query.q, found, whoMayWrite, whoMayWriteChoices, refuseExplicitFromStrangers, mail });
    },
  }),
  /** Who may start a conversation with the member (issue 10 item 2): a plain form under the list. */
  definePage({
    method: 'post',
    path: '/Mail/WhoMayWrite',
    access: 'user',
    notImpersonating: true,
    body: whoMayWriteForm,
    handler: async ({ body, viewer }, req, res) => {
      await updateConfiguration(req.ctx.db, viewer.id, 'whoMayWrite', body.whoMayWrite);
      await updateConfiguration(req.ctx.db, viewer.id, 'refuseExplicitFromStrangers', String(body.refuseExplicitFromStrangers));
      setFlash(req, { kind: 'success', key: 'mail.whoMayWrite.saved' });
      res.redirect(303, '/Mail');
    },
  }),
  definePage({
    path: '/Mail/New/:profileId',
    access: 'user',
    params: profileParams,
    handler: async (input, req, res) => {
      const { params, viewer, actor } = input;
      if (await unlessWritable(req, res, actor, params.profileId)) return;
      const existing = await service.conversationWith(req.ctx.db, viewer.id, params.profileId);
      if (existing) return res.redirect(302, `/Mail/${existing}`);
      await showForm(req, res, newForm, input);
    },
  }),
  definePage({
    method: 'post', path: '/Mail/New/:profileId', access: 'user', notImpersonating: true, params: profileParams, body: messageForm, form: newForm,
    handler: async ({ params, body, viewer, actor }, req, res) => {
      if (await unlessWritable(req, res, actor, params.profileId)) return;
      const sent = await sendFromForm(req, viewer.id, body.body, (text, pictures) => service.sendMessage(req.ctx.db, actor, params.profileId, text, pictures, req.ctx.locale));
      setFlash(req, { kind: 'success', key: sent.request ? 'mail.sentRequest' : 'mail.sent' });
      res.redirect(303, `/Mail/${sent.conversationId}`);
    },
  }),
  definePage({
    path: '/Mail/:id',
    access: 'user',
    params: conversationParams,
    query: conversationQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const conversation = await service.openConversation(req.ctx.db, params.id, actor, query.before ?? null);
      const mail = await mailIslandProps(req, actor, { opened: conversation });
      res.render('mail/conversation', { title: conversation.title, conversation, maxLength: messageMaxLength, maxAttachments, values: {}, errors: {}, mail });
    },
  }),
  definePage({
    method: 'post', path: '/Mail/:id', access: 'user', notImpersonating: true, params: conversationParams, body: messageForm, form: replyForm,
    handler: async ({ params, body, viewer, actor }, req, res) => {
      await sendFromForm(req, viewer.id, body.body, (text, pictures) => service.sendToConversation(req.ctx.db, actor, params.id, text, pictures));
      setFlash(req, { kind: 'success', key: 'mail.sent' });
      res.redirect(303, `/Mail/${params.id}`);
    },
  }),
  /** "Show picture" under a blurred explicit attachment (no JavaScript): shown for the member from now on. */
  definePage({
    method: 'post', path: '/Mail/:id/Attachments/:attachmentId/Show', access: 'user', notImpersonating: true, params: attachmentParams,
    handler: async ({ params, actor }, req, res) => {
      const shown = await showAttachment(req.ctx.db, params.attachmentId, actor, params.id);
      res.redirect(303, `/Mail/${params.id}#message-${shown.messageId}`);
    },
  }),
  /** Mute or unmute: the conversation still arrives, without notifications or push. */
  definePage({
    method: 'post', path: '/Mail/:id/Mute', access: 'user', notImpersonating: true, params: conversationParams, body: muteForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.muteConversation(req.ctx.db, params.id, actor, body.muted);
      setFlash(req, { kind: 'success', key: body.muted ? 'mail.mute.muted' : 'mail.mute.unmuted' });
      res.redirect(303, `/Mail/${params.id}`);
    },
  }),
  conversationAction('Accept', service.acceptRequest, 'mail.accepted'),
  conversationAction('Delete', service.deleteConversation, 'mail.deleted'),
  conversationAction('Block', service.blockSender, 'mail.blocked'),
];

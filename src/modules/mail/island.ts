import type { Knex } from 'knex';
import type { Request } from 'express';
import type { MailLabelKey, MailProps } from '../../../widgets/Mail/types.ts';
import * as service from './service.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { presentConversation, presentMessage, presentOpenConversation } from './presenter.ts';
import { configurationOf, type Configuration } from '../profiles/index.ts';
import { conversationsPageSize, maxAttachments, messageMaxLength, whoMayWriteChoices } from './schemas.ts';

export type Tab = 'Inbox' | 'Requests';

type Listed = Awaited<ReturnType<typeof service.listConversations>>;
type Found = Awaited<ReturnType<typeof service.searchMail>>;
const presentList = (list: Listed) => ({ conversations: list.items.map(presentConversation), hasMore: list.hasMore, counts: list.counts });

/** Mail/Conversations: a page of a tab, as the island's infinite list reads it. */
export async function conversationsPage(db: Knex, actor: ProfileActor, tab: Tab, skip: number, take = conversationsPageSize) {
  return presentList(await service.listConversations(db, actor, tab === 'Requests' ? 'Request' : 'Inbox', skip, take));
}

/** Mail/Conversation: a page of one conversation (404 when not the member's) and how far the other side has read. */
export async function conversationPage(db: Knex, actor: ProfileActor, conversationId: number, before: number | null) {
  return presentOpened(await service.openConversation(db, conversationId, actor, before));
}

const presentOpened = (opened: service.OpenConversation) => presentOpenConversation(opened, opened.seenUpTo);

/** Island label → locale key; the island fills {count}, {name} and {q} itself. */
const labelKeys: Record<MailLabelKey, string> = {
  title: 'mail.title', back: 'mail.back', empty: 'mail.empty', emptyRequests: 'mail.emptyRequests', unread: 'mail.unread',
  requestPreview: 'mail.requestPreview', pages: 'mail.pages', older: 'mail.older', noMessages: 'mail.noMessages', you: 'mail.you',
  deleteForMe: 'mail.deleteForMe', accepted: 'mail.accepted', deleted: 'mail.deleted', blocked: 'mail.blocked',
  tabsLabel: 'mail.tabs.label', tabInbox: 'mail.tabs.inbox', tabRequests: 'mail.tabs.requests',
  searchLabel: 'mail.search.label', searchSubmit: 'mail.search.submit', searchResults: 'mail.search.results', searchNone: 'mail.search.none',
  searchMore: 'mail.island.searchMore', searchClear: 'mail.island.searchClear',
  requestIntro: 'mail.request.intro', accept: 'mail.request.accept', delete: 'mail.request.delete', block: 'mail.request.block',
  replyLabel: 'mail.reply.label', send: 'mail.reply.send', previous: 'common.pager.previous', next: 'common.pager.next', notFound: 'mail.errors.notFound',
  choose: 'mail.island.choose', loading: 'mail.island.loading', more: 'mail.island.more', sending: 'mail.island.sending', seen: 'mail.island.seen',
  typing: 'mail.island.typing', generic: 'mail.island.generic', hint: 'mail.island.hint',
  attach: 'mail.island.attach', remove: 'mail.island.remove', picture: 'mail.attachments.alt', tapToSee: 'mail.island.tapToSee',
  hiddenPicture: 'mail.attachments.hiddenAlt', explicit: 'mail.attachments.explicit',
  mute: 'mail.mute.mute', unmute: 'mail.mute.unmute', muted: 'mail.mute.badge', actions: 'mail.island.actions',
  bodyRequired: 'mail.errors.bodyRequired', pictures: 'mail.attachments.preview',
};

/** UploadTempMedia for a picture sent in mail (pictures only: the media pipeline strips their metadata). */
const upload = { api: '/api/Common/UploadTempMedia?albumTypeId=7', accept: 'image/jpeg,image/png,image/webp,image/avif,image/gif', max: maxAttachments };

/**
 * What the URL asks for: the list's tab, page and search (/Mail, with the page's list and search results when it
 * has loaded them already), or the conversation the page opened (/Mail/{id}).
 */
type Route = { tab: Tab; page: number; q: string; listed?: Listed; found?: Found | null; configuration?: Configuration } | { opened: service.OpenConversation };

/**
 * The /Mail island's props for /Mail and /Mail/{id} (spec §2): the data the island would fetch for this URL, so
 * the server-rendered island lists and sends without JavaScript and the browser starts from it. The view adds
 * the form token and, after a refused reply, the reply form's text and error.
 */
export async function mailIslandProps(req: Request, actor: ProfileActor, route: Route): Promise<Omit<MailProps, 'csrf' | 'form'>> {
  const { db, t, locale } = req.ctx;
  const open = 'opened' in route ? presentOpened(route.opened) : null;
  // Beside an open request, the Requests tab it is in.
  const tab = 'opened' in route ? (route.opened.state === 'Request' ? 'Requests' : 'Inbox') : route.tab;
  const page = 'opened' in route ? 1 : route.page;
  const q = 'opened' in route ? '' : route.q;
  const listed = 'listed' in route && route.listed;
  const list = listed ? presentList(listed) : await conversationsPage(db, actor, tab, (page - 1) * conversationsPageSize);
  const found = 'found' in route && route.found !== undefined ? route.found : q ? await service.searchMail(db, actor, q, 0) : null;
  // The page may have read the member's configuration already (for its own form): not again.
  const { whoMayWrite, refuseExplicitFromStrangers } = ('configuration' in route && route.configuration) || (await configurationOf(db, actor.profileId));
  return {
    me: actor.profileId,
    locale,
    path: req.originalUrl,
    pageSize: conversationsPageSize,
    maxLength: messageMaxLength,
    list: { ...list, tab, page },
    search: found ? { q, messages: found.items.map(presentMessage), hasMore: found.hasMore } : null,
    open,
    upload,
    settings: {
      whoMayWrite,
      refuseExplicitFromStrangers,
      choices: whoMayWriteChoices.map((value) => ({ value, label: t(`mail.whoMayWrite.${value}`) })),
      labels: { title: t('mail.island.settings'), whoMayWrite: t('mail.whoMayWrite.label'), refuseExplicit: t('mail.whoMayWrite.refuseExplicit'), save: t('mail.whoMayWrite.save') },
    },
    labels: Object.fromEntries(Object.entries(labelKeys).map(([label, key]) => [label, t(key)])) as MailProps['labels'],
  };
}

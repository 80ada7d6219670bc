import { translate, type Locale } from '../../platform/i18n/index.ts';

/** What happened, as the notifications module hands it to push (see `queuePush`). */
export type PushRequest = {
  kind: string;
  action: string;
  actorId: number;
  /** The same-origin path the notification opens. */
  link: string;
  /** A source of the dark site: sent only to browsers that subscribed there. */
  dark: boolean;
  /** Pushes with the same tag replace each other on the device (one per conversation, one per kind). */
  tag: string;
};

/** The payload the service worker shows: public text only, since a lock screen is seen by anyone nearby. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** Happenings the member knows the actor from (an accepted conversation or relation): the name may be shown. */
const fromSomeoneAccepted = new Set(['newMessage.sent', 'relationRequest.accepted', 'messageRequest.accepted']);

/** Each kind.action with its own anonymous sentence in push.json; anything else gets the generic one. */
const sentences = new Set(['newMessage.sent', 'messageRequest.accepted', 'guestbookEntry.written', 'relationRequest.requested', 'relationRequest.accepted', 'like.liked', 'newVisitor.visited', 'favouriteOnline.online', 'onlineTagged.online']);
const titled = new Set(['newMessage', 'messageRequest', 'guestbookEntry', 'relationRequest', 'like', 'newVisitor', 'favouriteOnline', 'onlineTagged']);

/** Whether this push may name its actor at all (then only on the regular site). */
export const mayName = (r: Pick<PushRequest, 'kind' | 'action'>) => fromSomeoneAccepted.has(`${r.kind}.${r.action}`);

/**
 * The title and text in the recipient's language. Never the message text, a picture or anything explicit;
 * the actor's name only on the regular site and only for someone the member already accepted.
 */
export function pushPayload(r: PushRequest, locale: Locale, siteDark: boolean, actorName: string | null): PushPayload {
  const what = `${r.kind}.${r.action}`;
  const named = !siteDark && actorName !== null && mayName(r) && sentences.has(what);
  const body = named ? translate(locale, `push.named.${what}`, { name: actorName }) : translate(locale, sentences.has(what) ? `push.anonymous.${what}` : 'push.anonymous.other');
  const title = translate(locale, titled.has(r.kind) ? `push.title.${r.kind}` : 'push.title.other');
  return { title, body, url: r.link.startsWith('/') && !r.link.startsWith('//') ? r.link : '/Notifications', tag: r.tag };
}

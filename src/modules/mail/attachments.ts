import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { ownSharedPictures, sharedPictureFiles, type SharedSight } from '../media/index.ts';
import { isBlockedEitherWay } from '../profiles/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { seesAttachment, type AttachmentSubject } from './policy.ts';
import { attachmentNotFound, badAttachments } from './errors.ts';
import * as repo from './repo.ts';

/**
 * A message's pictures (issue 10 items 1 and 3). Each is a media item the sender made with UploadTempMedia
 * (albumTypeId 7) or the no-JavaScript form, so it went through the media pipeline (metadata gone, content-hashed
 * keys) and is served by /media/{id}/{file} after `attachmentSight`. An explicit picture is hidden from a
 * recipient (its blurred file only) until they tap to see it; the sender always sees their own.
 */

/** A picture as one viewer sees it: `src`/`srcset` null while hidden; `blurredSrc` always. */
export type AttachmentView = { id: number; width: number; height: number; explicit: boolean; hidden: boolean; src: string | null; srcset: string | null; blurredSrc: string };
export type MessageView = repo.MessageRow & { attachments: AttachmentView[] };
/** What a sender attaches: ids from UploadTempMedia, and whether all of them are explicit (each upload's own flag counts too). */
export type Pictures = { attachmentIds?: readonly number[]; explicit?: boolean };

/** The sender's own unsent pictures to attach; any other id is a 400 naming `attachmentIds`. */
export async function picturesToAttach(db: Knex, senderId: number, pictures: Pictures): Promise<repo.NewAttachment[]> {
  const ids = pictures.attachmentIds ?? [];
  if (!ids.length) return [];
  const own = await ownSharedPictures(db, senderId, ids);
  if (own.length !== ids.length || (await repo.findAttachedMedia(db, ids)).length) throw badAttachments();
  return own.map((p) => ({ mediaId: p.id, explicit: p.explicit || Boolean(pictures.explicit), width: p.width, height: p.height }));
}

const isHiddenFrom = (a: Pick<repo.AttachmentRow, 'explicit' | 'senderId' | 'shown'>, viewerId: number) => a.explicit && a.senderId !== viewerId && !a.shown;

async function present(db: Knex, rows: readonly repo.AttachmentRow[], viewerId: number): Promise<Map<number, AttachmentView[]>> {
  const files = await sharedPictureFiles(db, rows.map((a) => a.mediaId));
  const byMessage = new Map<number, AttachmentView[]>();
  for (const a of rows) {
    const f = files.get(a.mediaId);
    if (!f) continue;
    const hidden = isHiddenFrom(a, viewerId);
    const view = { id: a.id, width: a.width, height: a.height, explicit: a.explicit, hidden, src: hidden ? null : f.src, srcset: hidden ? null : f.srcset, blurredSrc: f.blurredSrc };
    byMessage.set(a.messageId, [...(byMessage.get(a.messageId) ?? []), view]);
  }
  return byMessage;
}

/** The messages with their pictures as `viewerId` sees them. */
export async function withAttachments(db: Knex, messages: readonly repo.MessageRow[], viewerId: number): Promise<MessageView[]> {
  return attachmentsOf(db, messages, await repo.findAttachments(db, messages.map((m) => m.id), viewerId), viewerId);
}

/** The messages with the pictures read with them (the files are read only when there are pictures). */
export async function attachmentsOf(db: Knex, messages: readonly repo.MessageRow[], rows: readonly repo.AttachmentRow[], viewerId: number): Promise<MessageView[]> {
  const views = rows.length ? await present(db, rows, viewerId) : new Map<number, AttachmentView[]>();
  return messages.map((m) => ({ ...m, attachments: views.get(m.id) ?? [] }));
}

/** A message just sent, as its sender sees it and as each recipient does (explicit pictures hidden: nobody has tapped yet). */
export async function sentViews(db: Knex, message: repo.MessageRow): Promise<{ own: MessageView; theirs: MessageView }> {
  const rows = await repo.findAttachments(db, [message.id], message.senderId);
  const own = (await present(db, rows, message.senderId)).get(message.id) ?? [];
  const theirs = own.map((a) => (a.explicit ? { ...a, hidden: true, src: null, srcset: null } : a));
  return { own: { ...message, attachments: own }, theirs: { ...message, attachments: theirs } };
}

/**
 * An attachment as the subject of `mail.seeAttachment`: whether its conversation shows it to the viewer as a
 * participant who has the message after their delete point, has accepted the conversation (a request shows
 * nothing) and for whom the sender is neither blocked nor gone. Not loaded for its sender (the rule needs nothing more).
 */
async function attachmentSubject(db: Knex, a: repo.AttachmentRow, viewerId: number): Promise<AttachmentSubject> {
  const subject = (shownToParticipant: boolean) => ({ senderId: a.senderId, shownToParticipant });
  if (a.senderId === viewerId) return subject(false);
  const me = (await repo.findParticipants(db, a.conversationId)).find((p) => p.profileId === viewerId);
  if (!me || me.state === 'Request' || a.messageId <= me.deletedBeforeMessageId) return subject(false);
  if (await isBlockedEitherWay(db, viewerId, a.senderId)) return subject(false);
  const [sender] = await findPublicIdentities(db, [a.senderId]);
  return subject(Boolean(sender && sender.status === ProfileStatus.Active && !sender.forcedValidation));
}

/**
 * ShowAttachment: the viewer taps an explicit picture to see it; it stays shown for them. Returns its files.
 * 404 when they may not see it (or it is not in `conversationId`, when given).
 */
export async function showAttachment(db: Knex, attachmentId: number, actor: ProfileActor, conversationId?: number) {
  const viewerId = actor.profileId;
  const a = await repo.findAttachment(db, { id: attachmentId }, viewerId);
  if (!a || (conversationId !== undefined && a.conversationId !== conversationId)) throw attachmentNotFound();
  authorize(actor, 'mail.seeAttachment', await attachmentSubject(db, a, viewerId));
  if (a.senderId !== viewerId) await repo.markShown(db, a.id, viewerId);
  const files = (await sharedPictureFiles(db, [a.mediaId])).get(a.mediaId);
  if (!files) throw attachmentNotFound();
  return { conversationId: a.conversationId, messageId: a.messageId, src: files.src, srcset: files.srcset };
}

/** Media's question for a picture without an album (`provideSharedSight`): what a mail attachment lets the viewer load. */
export const attachmentSight: SharedSight = async (db, mediaId, { profileId: viewerId }) => {
  const a = await repo.findAttachment(db, { mediaId }, viewerId);
  if (!a || !seesAttachment(viewerId, await attachmentSubject(db, a, viewerId))) return null;
  return isHiddenFrom(a, viewerId) ? 'blurred' : 'full';
};

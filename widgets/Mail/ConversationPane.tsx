import { useEffect, useId, useRef, type FormEvent } from 'react';
import { goBack } from './router.ts';
import { fill, messageTime } from './text.ts';
import { Avatar, RequestActions, type RequestVerb } from './parts.tsx';
import { useConversation } from './use-conversation.ts';
import { useWhenVisible } from './when-visible.ts';
import Attachments from './Attachments.tsx';
import Composer from './Composer.tsx';
import type { MailProps, Message, OpenConversation } from './types.ts';

type Props = {
  id: number;
  initial: OpenConversation | null;
  props: MailProps;
  /** Where the back button goes when there is no list entry to go back to. */
  listPath: string;
  /** Focus the heading once shown (opened from the list, not the page's first view). */
  focus: boolean;
  onAction: (verb: RequestVerb | 'DeleteForMe', id: number) => void;
};

/**
 * One conversation: a back button (phones), the other member, the messages with older ones loaded when the
 * member scrolls up, "Seen" and "… is typing", and the reply box. A request shows only who wrote and the buttons.
 */
export default function ConversationPane({ id, initial, props, listPath, focus, onAction }: Props) {
  const { labels, me, locale, csrf } = props;
  const { state, loadOlder, send, typingId, setMuted } = useConversation(id, initial, me, labels.generic);
  const { meta, messages, pending, error, loadingOlder } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const older = useRef<HTMLAnchorElement>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const nameId = useId();
  useWhenVisible(older, scroller, loadOlder, Boolean(meta?.olderBefore) && !loadingOlder, messages.length);

  useEffect(() => {
    if (focus && meta) heading.current?.focus({ preventScroll: true });
  }, [focus, meta?.id]);

  // The tab says whose conversation is open (the layout's title is "<page> · <site>"), and Mail again once it closes.
  useEffect(() => {
    if (!meta) return;
    const site = document.title.split(' · ').pop();
    document.title = `${meta.title} · ${site}`;
    return () => {
      document.title = `${labels.title} · ${site}`;
    };
  }, [meta?.title]);

  const back = (
    <a className="button ghost mail-back" href={listPath} onClick={(e) => (e.preventDefault(), goBack(listPath))}>
      <span aria-hidden="true">←</span>
      <span className="visually-hidden">{labels.back}</span>
    </a>
  );
  if (!meta) {
    return (
      <div className="mail-conversation">
        <div className="mail-conversation-head">{back}</div>
        {error ? <p className="alert warning" role="alert">{error}</p> : <p className="muted" role="status">{labels.loading}</p>}
      </div>
    );
  }

  const seen = lastSeen(messages, me, meta.seenUpTo);
  const deleteForMe = (event: FormEvent) => (event.preventDefault(), onAction('DeleteForMe', id));
  const mute = (event: FormEvent) => {
    event.preventDefault();
    if (menu.current) menu.current.open = false;
    void setMuted(!meta.muted);
  };
  const nameOf = (profileId: number) => meta.people.find((p) => p.id === profileId)?.name ?? meta.title;
  return (
    <div className="mail-conversation">
      <div className="mail-conversation-head">
        {back}
        <Avatar name={meta.title} person={meta.other} size={40} />
        <h2 ref={heading} tabIndex={-1} id={nameId}>{meta.other ? <a href={`/Profile/${meta.other.id}`}>{meta.title}</a> : meta.title}</h2>
        {meta.muted && <span className="badge">{labels.muted}</span>}
        {meta.state === 'Inbox' && (
          <details className="mail-menu" ref={menu}>
            <summary aria-label={labels.actions} title={labels.actions}><span aria-hidden="true">⋯</span></summary>
            <div className="mail-menu-list">
              <form method="post" action={`/Mail/${id}/Mute`} onSubmit={mute}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="muted" value={String(!meta.muted)} />
                <button type="submit" className="button ghost">{meta.muted ? labels.unmute : labels.mute}</button>
              </form>
              <form method="post" action={`/Mail/${id}/Delete`} onSubmit={deleteForMe}>
                <input type="hidden" name="_csrf" value={csrf} />
                <button type="submit" className="button ghost">{labels.deleteForMe}</button>
              </form>
            </div>
          </details>
        )}
      </div>
      {error && <p className="alert warning" role="alert">{error}</p>}
      {meta.state === 'Request' ? (
        <div className="mail-request stack">
          <p className="card">{fill(labels.requestIntro, { name: meta.title })}</p>
          <RequestActions id={id} csrf={csrf} labels={labels} describedBy={nameId} onAction={onAction} />
        </div>
      ) : (
        <>
          {/* column-reverse: the pane starts at the newest message (without JavaScript too) and keeps its place when older ones come in above. */}
          <div className="mail-thread-scroll" ref={scroller}>
            <div className="mail-thread">
              {meta.olderBefore && (
                <p className="mail-older">
                  <a ref={older} rel="prev" className="button secondary" href={`/Mail/${id}?before=${meta.olderBefore}`} aria-busy={loadingOlder} onClick={(e) => (e.preventDefault(), void loadOlder())}>
                    {loadingOlder ? labels.loading : labels.older}
                  </a>
                </p>
              )}
              {!messages.length && !pending.length && <p className="empty-state">{labels.noMessages}</p>}
              <ol className="mail-lines">
                {messages.map((m) => {
                  const own = m.senderId === me;
                  return (
                    <li key={m.id} className={`mail-line${own ? ' own' : ''}`}>
                      {meta.kind === 'Group' && !own && <p className="mail-sender">{nameOf(m.senderId)}</p>}
                      <div className="mail-bubble">
                        {m.attachments && m.attachments.length > 0 && <Attachments items={m.attachments} labels={labels} />}
                        {m.body && <div className="mail-body">{m.body}</div>}
                      </div>
                      <p className="mail-meta">
                        <span className="visually-hidden">{own ? labels.you : nameOf(m.senderId)} </span>
                        <time dateTime={m.createdAt} suppressHydrationWarning>{messageTime(m.createdAt, locale)}</time>
                        {m.id === seen && <span className="mail-seen"> · {labels.seen}</span>}
                      </p>
                    </li>
                  );
                })}
                {pending.map((p) => (
                  <li key={`pending-${p.key}`} className="mail-line own pending" aria-busy="true">
                    <div className="mail-bubble">
                      {p.previews.length > 0 && <div className="mail-attachments">{p.previews.map((src) => <img key={src} className="mail-photo" src={src} alt={labels.picture} />)}</div>}
                      {p.body && <div className="mail-body">{p.body}</div>}
                    </div>
                    <p className="mail-meta">{labels.sending}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <p className="mail-typing" aria-live="polite">{typingId ? fill(labels.typing, { name: nameOf(typingId) }) : ''}</p>
          <Composer conversationId={id} props={props} form={initial ? props.form : blankForm} send={send} />
        </>
      )}
    </div>
  );
}

const blankForm = { body: '', error: null };

/** The member's newest message the other side has read: "Seen" goes under it. */
function lastSeen(messages: Message[], me: number, seenUpTo: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.senderId === me && m.id <= seenUpTo) return m.id;
  }
  return null;
}

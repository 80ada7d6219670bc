import { useEffect, useRef, useState } from 'react';
import { apiPost, errorMessage } from '../lib/api.ts';
import { navigate, useMailRoute } from './router.ts';
import { useConversationList } from './use-list.ts';
import ListPane from './ListPane.tsx';
import ConversationPane from './ConversationPane.tsx';
import type { RequestVerb } from './parts.tsx';
import type { MailProps } from './types.ts';

type Action = RequestVerb | 'DeleteForMe';
const calls: Record<Action, [string, 'accepted' | 'deleted' | 'blocked']> = {
  Accept: ['Mail/AcceptRequest', 'accepted'],
  Delete: ['Mail/DeleteConversation', 'deleted'],
  DeleteForMe: ['Mail/DeleteConversation', 'deleted'],
  Block: ['Mail/BlockSender', 'blocked'],
};

/**
 * /Mail and /Mail/{conversationId} (spec §2): the conversation list and the open conversation, side by side from
 * 900 px and one at a time on a phone. Routing is @remix-run/router's browser router over the same paths the
 * server renders; the server renders this island with the data of its URL, as forms and links that work
 * without JavaScript.
 */
export default function Mail(props: MailProps) {
  const { labels, me, pageSize } = props;
  const route = useMailRoute(props.path);
  const openId = route.conversationId;
  const { list, loadMore, refresh, markRead } = useConversationList(props.list, openId ? null : route.tab, { me, pageSize, generic: labels.generic, openId });
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  // The server's conversation serves its first showing only; opened again later, it is fetched fresh.
  const first = useRef(props.open);
  const previous = useRef(openId);
  useEffect(() => {
    if (previous.current === openId) return;
    first.current = null;
    // Back on the list (a phone): focus the conversation the member came from.
    if (!openId && previous.current) root.current?.querySelector<HTMLElement>(`a[href="/Mail/${previous.current}"]`)?.focus();
    previous.current = openId;
  }, [openId]);
  useEffect(() => {
    if (openId) markRead(openId);
  }, [openId, markRead]);
  // A no-JavaScript "older messages" URL: the island pages back in place, so it starts from the newest.
  useEffect(() => {
    if (!openId || !route.before) return;
    first.current = null;
    navigate(`/Mail/${openId}`, { replace: true });
    setReloads((n) => n + 1);
  }, [openId, route.before]);

  const listPath = list.tab === 'Requests' ? '/Mail?tab=Requests' : '/Mail';
  async function act(action: Action, id: number) {
    const [call, done] = calls[action];
    try {
      await apiPost(call, { conversationId: id });
      setNotice({ kind: 'success', text: labels[done] });
      void refresh();
      if (action === 'Accept') {
        first.current = null;
        if (openId === id) setReloads((n) => n + 1);
        else navigate(`/Mail/${id}`);
      } else if (openId === id) navigate(listPath);
    } catch (err) {
      setNotice({ kind: 'warning', text: errorMessage(err, labels.generic) });
    }
  }

  const initial = first.current && first.current.conversation.id === openId ? first.current : null;
  return (
    <div className="mail-app" data-view={openId ? 'conversation' : 'list'} ref={root}>
      {notice && <p className={`alert ${notice.kind} mail-notice`} role="status">{notice.text}</p>}
      <section className="mail-pane mail-list-pane">
        <ListPane route={route} list={list} loadMore={loadMore} openId={openId} props={props} onAction={(verb, id) => void act(verb, id)} />
      </section>
      <section className="mail-pane mail-conversation-pane" aria-label={openId ? undefined : labels.title}>
        {openId ? (
          <ConversationPane
            key={`${openId}-${reloads}`}
            id={openId}
            initial={initial}
            props={props}
            listPath={listPath}
            focus={openId !== props.open?.conversation.id || reloads > 0}
            onAction={(action, id) => void act(action, id)}
          />
        ) : (
          <p className="mail-choose muted">{labels.choose}</p>
        )}
      </section>
    </div>
  );
}

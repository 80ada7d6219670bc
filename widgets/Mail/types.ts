/** The wire shapes of /api/Mail (src/modules/mail/presenter.ts) as the island reads them. */

export type Tab = 'Inbox' | 'Requests';
export type Person = { id: number; name: string; avatarUrl: string | null };

/** A pair conversation (`other`, `title` their name) or a group (`other` null, `title` the group's). */
export type ConversationItem = {
  id: number;
  kind: 'Pair' | 'Group';
  state: 'Inbox' | 'Request';
  title: string;
  other: Person | null;
  /** Null for a request: no text until it is accepted. */
  preview: string | null;
  /** Pictures in the last message (its text may be empty). */
  previewPictures: number;
  unread: boolean;
  muted: boolean;
  lastMessageAt: string;
};

export type Counts = { inbox: number; requests: number; unread: number };
export type ConversationsPage = { conversations: ConversationItem[]; hasMore: boolean; counts: Counts };

/** A picture sent with a message; `src` is null while it is hidden (explicit, not yet chosen to see). */
export type Attachment = { id: number; width: number; height: number; explicit: boolean; hidden: boolean; src: string | null; srcset: string | null; blurredSrc: string };

export type Message = {
  id: number;
  conversationId: number;
  senderId: number;
  body: string;
  createdAt: string;
  attachments: Attachment[];
};

export type OpenConversation = {
  conversation: {
    id: number;
    kind: 'Pair' | 'Group';
    state: 'Inbox' | 'Request';
    title: string;
    muted: boolean;
    other: Person | null;
    /** Those named on the page (a group's participants, the page's senders), not the member. */
    people: { id: number; name: string }[];
    olderBefore: number | null;
    seenUpTo: number;
  };
  messages: Message[];
};

export type SearchPage = { messages: Message[]; hasMore: boolean };

export type MailLabelKey =
  | 'title' | 'back' | 'empty' | 'emptyRequests' | 'unread' | 'requestPreview' | 'pages' | 'older' | 'noMessages' | 'you'
  | 'deleteForMe' | 'accepted' | 'deleted' | 'blocked' | 'tabsLabel' | 'tabInbox' | 'tabRequests'
  | 'searchLabel' | 'searchSubmit' | 'searchResults' | 'searchNone' | 'searchMore' | 'searchClear'
  | 'requestIntro' | 'accept' | 'delete' | 'block' | 'replyLabel' | 'send' | 'previous' | 'next' | 'notFound'
  | 'choose' | 'loading' | 'more' | 'sending' | 'seen' | 'typing' | 'generic' | 'hint'
  | 'attach' | 'remove' | 'picture' | 'tapToSee' | 'hiddenPicture' | 'explicit' | 'bodyRequired' | 'pictures' | 'mute' | 'unmute' | 'muted' | 'actions';
export type MailLabels = Record<MailLabelKey, string>;

export type MailProps = {
  /** The member's profile id: which messages are their own. */
  me: number;
  locale: string;
  /** The page's path and query when the server rendered it (the route before the browser's router runs). */
  path: string;
  pageSize: number;
  /** The longest message (characters). */
  maxLength: number;
  /** The form token for the forms that work without JavaScript. */
  csrf: string;
  /** The list the page shows: its tab and page (?page= without JavaScript). */
  list: ConversationsPage & { tab: Tab; page: number };
  search: (SearchPage & { q: string }) | null;
  /** The conversation of /Mail/{id}, null on /Mail. */
  open: OpenConversation | null;
  /** The reply form shown again after an error without JavaScript. */
  form: { body: string; error: string | null };
  /** UploadTempMedia with the query for a mail picture, the pictures it takes, and how many a message may carry. */
  upload: { api: string; accept: string; max: number };
  /** The mail settings form (POST /Mail/WhoMayWrite): who may write to the member, and explicit pictures from strangers. */
  settings: {
    whoMayWrite: string;
    refuseExplicitFromStrangers: boolean;
    choices: { value: string; label: string }[];
    labels: { title: string; whoMayWrite: string; refuseExplicit: string; save: string };
  };
  labels: MailLabels;
};

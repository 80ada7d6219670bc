import { z } from 'zod';
import { pageKey } from '../../platform/db/keyset.ts';

/** How many votes a member may give in 24 hours (all contests together; an undone vote still counts). */
export const votesPerDay = 10;
/** Entries a page (/Contest and Entries). */
export const entriesPageSize = 24;
/** How long the results stay on show after voting closes. */
export const resultsShownDays = 14;
/** A theme's length, in each language. */
export const themeMaxLength = 120;

const id = (message: string) => z.coerce.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** /Contest and Entries: a page of entries by key. */
export const entriesQuery = z.object({ after: pageKey.optional(), before: pageKey.optional() });
export type EntriesQuery = z.infer<typeof entriesQuery>;

/** Enter (the form's radio buttons and the call): one of the member's own pictures. */
export const enterInput = z.object({ mediaId: id('contest.errors.choosePicture') });
/** Withdraw, Vote, Unvote: an entry. */
export const entryInput = z.object({ entryId: id('contest.errors.entryId') });

/** The contest's four phases as a member meets them (none: not on show). */
export const phases = ['Open', 'Voting', 'Results'] as const;
export type Phase = (typeof phases)[number];

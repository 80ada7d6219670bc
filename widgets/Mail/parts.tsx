import { useSyncExternalStore, type FormEvent } from 'react';
import type { MailLabels, Person } from './types.ts';

const never = () => () => undefined;
/** False on the server and while hydrating, true after: for controls that only work with JavaScript. */
export const useHydrated = () => useSyncExternalStore(never, () => true, () => false);

/** The other member's picture, or the first letter of the conversation's name (a group, no picture). */
export function Avatar({ name, person, size = 48 }: { name: string; person: Person | null; size?: number }) {
  if (person?.avatarUrl) return <img className="avatar avatar-picture mail-avatar" src={person.avatarUrl} alt="" width={size} height={size} loading="lazy" />;
  return <span className="avatar mail-avatar" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>;
}

export type RequestVerb = 'Accept' | 'Delete' | 'Block';
const buttons: [RequestVerb, 'accept' | 'delete' | 'block', string][] = [
  ['Accept', 'accept', 'primary'],
  ['Delete', 'delete', 'secondary'],
  ['Block', 'block', 'secondary'],
];

/**
 * Accept / Delete / Block for a message request: a form per button that posts without JavaScript
 * (/Mail/{id}/Accept …), and calls the API with it. `describedBy` names the request for the buttons' context.
 */
export function RequestActions({ id, csrf, labels, describedBy, onAction }: { id: number; csrf: string; labels: MailLabels; describedBy?: string; onAction: (verb: RequestVerb, id: number) => void }) {
  const submit = (verb: RequestVerb) => (event: FormEvent) => {
    event.preventDefault();
    onAction(verb, id);
  };
  return (
    <div className="actions mail-request-actions">
      {buttons.map(([verb, label, kind]) => (
        <form key={verb} method="post" action={`/Mail/${id}/${verb}`} onSubmit={submit(verb)}>
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className={`button ${kind}`} aria-describedby={describedBy}>{labels[label]}</button>
        </form>
      ))}
    </div>
  );
}

import type { AppError } from '../http/errors.ts';
import { createRegistry } from '../registry.ts';
import type { Actor } from './actor.ts';

/**
 * The subject each action is decided on, keyed by action name (`module.verb`). A module adds its actions from its
 * `policy.ts` by augmenting this interface, so `authorize` and `abilities` are typed without the platform knowing
 * any module:
 * ```ts
 * declare module '../../platform/auth/authorize.ts' {
 *   interface PolicySubjects { 'tags.tag': ProfileSubject }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's declaration merging
export interface PolicySubjects {}

export type PolicyAction = keyof PolicySubjects & string;

/**
 * One action's rule: a plain sync predicate over the actor and an already-loaded subject (the service loads the
 * facts it needs: "blocked either way", "visible", the actor's role in it), and the module's named error when it
 * says no (403; 404 where existence itself is private, never saying why).
 */
export type Policy<Subject> = {
  allows: (actor: Actor, subject: Subject) => boolean;
  refusal: (actor: Actor, subject: Subject) => AppError;
  /**
   * A few named subjects that walk the rule's branches (own, another's visible, blocked, closed …): the actor
   * matrix test (test/unit/actor-matrix.test.ts) decides each for every kind of actor and fails on a rule without them.
   */
  examples?: Record<string, Subject>;
};

/** A module's rules, by action, as its `policy.ts` exports them for `registerPolicies`. */
export type Policies = { [A in PolicyAction]?: Policy<PolicySubjects[A]> };

const policies = createRegistry<string, Policy<never>>('policies');

/** Registers a module's rules from its `index.ts` (via its `policy.ts`); returns the undo. A name registered twice is a start-up error. */
export function registerPolicies(rules: Policies): () => void {
  const undos = Object.entries(rules).map(([action, policy]) => policies.register(action, policy as unknown as Policy<never>));
  return () => undos.forEach((undo) => undo());
}

/** Every registered rule by action name (the actor matrix test walks them). */
export const registeredPolicies = (): [string, Policy<never>][] => policies.list();

const policyOf = <A extends PolicyAction>(action: A) => policies.lookup(action) as Policy<PolicySubjects[A]> | undefined;

/** Whether the actor may do `action` to `subject`. An action no module registered is refused (the safe answer). */
export function may<A extends PolicyAction>(actor: Actor, action: A, subject: PolicySubjects[A]): boolean {
  return policyOf(action)?.allows(actor, subject) ?? false;
}

/** Throws the module's named refusal unless the actor may do `action` to `subject`. */
export function authorize<A extends PolicyAction>(actor: Actor, action: A, subject: PolicySubjects[A]): void {
  const policy = policyOf(action);
  if (!policy) throw new Error(`authorize: no policy registered for "${action}"`);
  if (!policy.allows(actor, subject)) throw policy.refusal(actor, subject);
}

/** A subject every one of the actions may be decided on (the intersection of their subjects). */
type SubjectOfAll<A extends PolicyAction> = { [K in A]: (subject: PolicySubjects[K]) => void }[A] extends (subject: infer S) => void ? S : never;

/**
 * The buttons a page or island may show: for each action, whether the actor may do it to the subject, from the
 * same rules `authorize` applies (an action of a module that is not mounted: false), keyed by action name.
 */
export function abilities<A extends PolicyAction>(actor: Actor, subject: SubjectOfAll<A>, actions: readonly A[]): Record<A, boolean> {
  return Object.fromEntries(actions.map((action) => [action, may(actor, action, subject as PolicySubjects[A])])) as Record<A, boolean>;
}

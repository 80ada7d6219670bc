import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import Mocha from 'mocha';
import { DarkStatusApproved, StaffRole, type StaffRoleName, type Viewer } from '../../src/platform/auth/access.ts';
import { actorOf, type Actor } from '../../src/platform/auth/actor.ts';
import { registeredPolicies } from '../../src/platform/auth/authorize.ts';
import { decideAccess } from '../../src/platform/auth/guard.ts';
import type { ActionDef } from '../../src/platform/http/define.ts';
// Every module's index.ts registers its policies on import, as at start-up.
import { modules } from '../../src/wiring.ts';

/**
 * The actor matrix: for every /api action, who gets past its declared access and site (the guard) and, where it
 * names a policy, which of the policy's example subjects each of them may act on. It fails on an action that
 * names no rule, a named rule nobody registered, a rule without examples, a rule that throws for some actor, and
 * a rule named by `authorize`/`may`/`abilities` anywhere in src that is not registered.
 */

const regular = { id: 1, dark: false };
const dark = { id: 2, dark: true };

type Who = { name: string; viewer: Viewer | null; site: typeof regular };
const profile = (over: Partial<Viewer>): Viewer => ({
  id: 100, status: 3, darkStatus: 0, member: false, termsAccepted: true, forcedValidation: false, staffRole: 0, impersonatedBy: null, ...over,
});
const staffRoles = (Object.keys(StaffRole) as StaffRoleName[]).filter((role) => role !== 'None');
const actors: Who[] = [
  { name: 'visitor', viewer: null, site: regular },
  { name: 'non-member', viewer: profile({}), site: regular },
  { name: 'member', viewer: profile({ member: true }), site: regular },
  { name: 'dark member', viewer: profile({ member: true, darkStatus: DarkStatusApproved }), site: dark },
  ...staffRoles.map((role) => ({ name: `staff ${role}`, viewer: profile({ member: true, staffRole: StaffRole[role] }), site: regular })),
];

type Entry = { title: string; def: ActionDef };
const actions: Entry[] = modules.flatMap((m) =>
  (m.api ?? []).flatMap(({ controller, actions: defs }) =>
    Object.entries(defs).map(([name, def]) => ({ title: `${def.method} /api/${controller}/${name}`, def })),
  ),
);
const policies = new Map(registeredPolicies());

/** Whom the guard lets through to the handler (the dark member on the dark site, everyone else on the regular one). */
const admitted = (def: ActionDef, who: Who) =>
  decideAccess({ access: def.access, exempt: def.exempt, notImpersonating: def.notImpersonating, site: def.site, url: '/api', viewer: who.viewer, at: who.site }).allow;

/** For each admitted actor, the examples the rule lets them act on ("—" for none). */
function row(def: ActionDef): string[] {
  const rule = def.policy && def.policy !== 'access' ? policies.get(def.policy) : undefined;
  return actors
    .filter((who) => admitted(def, who))
    .map((who) => {
      if (!rule) return who.name;
      const actor: Actor = actorOf(who.viewer, who.site);
      const allowed = Object.entries(rule.examples ?? {}).filter(([, subject]) => rule.allows(actor, subject as never)).map(([name]) => name);
      return `${who.name} (${allowed.join(', ') || '—'})`;
    });
}

/** Action names given to authorize, may or abilities in src, as written ('mail.write'). */
function actionsNamedInSource(): Set<string> {
  const named = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : file.endsWith('.ts') ? [file] : [];
    });
  for (const file of walk('src')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:authorize|may)\(\s*[\w.]+\s*,\s*'([a-z][\w]*\.[\w.]+)'/g)) named.add(m[1]!);
    for (const m of text.matchAll(/\babilities\([^)]*?\[([^\]]*)\]/gs)) {
      for (const a of m[1]!.matchAll(/'([a-z][\w]*\.[\w.]+)'/g)) named.add(a[1]!);
    }
  }
  return named;
}

describe('actor matrix: who may call each action', () => {
  it('every action names its rule: a registered policy, or `access` when the declared access is the whole rule', () => {
    const missing = actions.filter(({ def }) => !def.policy).map(({ title }) => title);
    const unknown = actions.filter(({ def }) => def.policy && def.policy !== 'access' && !policies.has(def.policy)).map(({ title, def }) => `${title}: ${def.policy}`);
    expect(missing, `${missing.length} actions name no policy`).to.deep.equal([]);
    expect(unknown, 'actions naming a policy nobody registered').to.deep.equal([]);
  });

  it('every registered policy has example subjects, and decides each for every kind of actor without throwing', () => {
    const withoutExamples = [...policies].filter(([, rule]) => !Object.keys(rule.examples ?? {}).length).map(([name]) => name);
    expect(withoutExamples, 'policies without examples').to.deep.equal([]);
    for (const [name, rule] of policies) {
      for (const who of actors) {
        for (const [example, subject] of Object.entries(rule.examples ?? {})) {
          const actor = actorOf(who.viewer, who.site);
          expect(() => rule.allows(actor, subject as never), `${name} for ${who.name} on "${example}"`).not.to.throw();
        }
      }
    }
  });

  it('every action named by authorize, may or abilities in src is registered (an unregistered one is always refused)', () => {
    const unregistered = [...actionsNamedInSource()].filter((name) => !policies.has(name) && !name.startsWith('testClubs.'));
    expect(unregistered).to.deep.equal([]);
  });

  it('a visitor passes no logged-on action, and nobody reaches a dark-site action on the regular site', () => {
    for (const { title, def } of actions) {
      const passing = row(def).map((cell) => cell.split(' (')[0]);
      if (def.access !== 'public' && def.access !== 'guest') expect(passing, title).not.to.include('visitor');
      if (def.site === 'dark') expect(passing.filter((name) => name !== 'dark member'), title).to.deep.equal([]);
    }
  });

  describe('the matrix (each title lists who passes the guard, and the rule\'s examples each may act on)', function () {
    before(function () {
      for (const { title, def } of actions) {
        const cells = row(def);
        this.test!.parent!.addTest(
          new Mocha.Test(`${title} [${def.policy ?? 'no policy'}]: ${cells.join('; ') || 'nobody'}`, () => {
            expect(def.policy, `${title} names no policy`).to.be.a('string');
          }),
        );
      }
    });
    it(`covers ${actions.length} actions × ${actors.length} kinds of actor`, () => {
      expect(actions.length).to.be.greaterThan(100);
    });
  });
});

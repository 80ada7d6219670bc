import type { Command } from 'commander';
import type { Knex } from 'knex';
import { loadConfig } from '../../src/config.ts';
import { actorOf, type ProfileActor } from '../../src/platform/auth/actor.ts';
import { macWithDataKey, useDataKey } from '../../src/platform/secrets.ts';
import { inboundDomainKnown, useInboundDomain } from '../../src/platform/mail/inbound.ts';
import { findProfileForCli } from '../../src/modules/accounts/index.ts';
import { listSites } from '../../src/modules/sites/index.ts';
import { describeAnswer, describeMove, describeTickets } from '../../src/modules/tickets/index.ts';
import { positiveInt, type WithDb } from './arguments.ts';

/**
 * The staff member a command acts as (`--by`, a name or e-mail of a profile with StaffRole Support or higher), on
 * the regular site (staff work every site's tickets from it): the same rules decide as on /Staff/Tickets.
 */
async function staffActor(db: Knex, by: string): Promise<ProfileActor> {
  const profile = await findProfileForCli(db, by);
  const site = (await listSites(db)).find((s) => !s.dark);
  if (!site) throw new Error('No regular site is set up.');
  const viewer = { id: profile.id, status: profile.status, darkStatus: profile.darkStatus, member: profile.member, termsAccepted: true, forcedValidation: false, staffRole: profile.staffRole };
  return actorOf(viewer, site);
}

/**
 * A visitor's answer mail carries the ticket's sealed link and its reply address: the data key and the reply domain
 * as the web has them (each set once, if the process has none yet).
 */
function ensureMailSettings(): void {
  try {
    macWithDataKey('tickets.cli', 'probe');
  } catch {
    useDataKey(loadConfig().dataEncryptionKey);
  }
  if (!inboundDomainKnown()) useInboundDomain(loadConfig().inboundMail.domain);
}

/** Support tickets (issue 34): the staff queue and its answers and moves, as on /Staff/Tickets. */
export function addTicketCommands(program: Command, withDb: WithDb): void {
  program
    .command('tickets:list')
    .description('list support tickets, newest activity first: id, status/conversation state, category, owner, subject')
    .requiredOption('--by <profile>', 'the support staff member asking (name or e-mail)')
    .option('--status <status>', 'only this status (New, Open, Pending, Closed, Deleted, Forwarded); default every one but Deleted')
    .action((o: { by: string; status?: string }) => withDb(async (db) => describeTickets(db, await staffActor(db, o.by), o.status)));

  program
    .command('tickets:answer')
    .description('answer a ticket as support (it becomes Open; the owner is told, a visitor by e-mail with their link)')
    .argument('<id>', 'the ticket id (tickets:list)', positiveInt)
    .requiredOption('--by <profile>', 'the support staff member answering (name or e-mail)')
    .requiredOption('--text <text>', 'the answer, in the ticket\'s language')
    .action((id: number, o: { by: string; text: string }) =>
      withDb(async (db) => {
        ensureMailSettings();
        return describeAnswer(db, await staffActor(db, o.by), id, o.text);
      }));

  for (const move of ['close', 'reopen'] as const) {
    program
      .command(`tickets:${move}`)
      .description(move === 'close' ? 'close a ticket (status and conversation Closed)' : 'reopen a closed ticket (Open, conversation Reopened)')
      .argument('<id>', 'the ticket id (tickets:list)', positiveInt)
      .requiredOption('--by <profile>', 'the support staff member (name or e-mail)')
      .action((id: number, o: { by: string }) =>
        withDb(async (db) => describeMove(db, await staffActor(db, o.by), id, move)));
  }
}

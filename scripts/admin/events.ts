import type { Command } from 'commander';
import { describeAdmins, describeGrant, describeRevoke } from '../../src/modules/events/index.ts';
import { type WithDb } from './arguments.ts';

/** Events' commands (issue 34): the event admin role (spec §6), who creates, edits and cancels the site-wide events. */
export function addEventCommands(program: Command, withDb: WithDb): void {
  program
    .command('events:admin')
    .description('give (grant) or take back (revoke) the event admin role, or list the event admins (list)')
    .argument('<action>', 'grant, revoke or list')
    .argument('[profile]', 'profile name or e-mail (grant, revoke)')
    .action((action: string, profile: string | undefined) =>
      withDb(async (db) => {
        if (action === 'list') return describeAdmins(db);
        if (action !== 'grant' && action !== 'revoke') throw new Error(`Unknown action "${action}": use grant, revoke or list`);
        if (!profile) throw new Error(`events:admin ${action} needs a profile name or e-mail`);
        return action === 'grant' ? describeGrant(db, profile) : describeRevoke(db, profile);
      }),
    );
}

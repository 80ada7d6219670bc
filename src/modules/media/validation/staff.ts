import type { Knex } from 'knex';
import { listSites } from '../../sites/index.ts';
import { fileUrl } from '../presenter.ts';
import { approveValidation, listWaitingValidations, rejectValidation, type DecidedBy } from './service.ts';

const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** `validation:list`: the validations waiting for staff, oldest first, with a link to each video. */
export async function describeWaitingValidations(db: Knex): Promise<string> {
  const waiting = await listWaitingValidations(db);
  if (!waiting.length) return 'No validations are waiting.';
  const origin = (await listSites(db)).find((s) => !s.dark)?.origin ?? '';
  const lines = waiting.map((v) => {
    const forced = v.forcedValidation ? ', forced' : '';
    const head = `  ${v.name} (${v.profileId}${forced}): ${v.method} since ${when(v.createdAt)} UTC`;
    if (v.method !== 'VideoUpload') return `${head}, asks to be validated in person`;
    const video = v.video;
    const src = video?.status === 'Live' && video.variants['video.mp4'] ? ` ${origin}${fileUrl(video.id, video.variants['video.mp4'])}` : '';
    return `${head}, code ${v.code ?? '?'}, video ${video ? `${video.id} (${video.status})${src}` : 'gone'}`;
  });
  return `${waiting.length} validation(s) waiting:\n${lines.join('\n')}`;
}

export async function describeApprove(db: Knex, nameOrEmail: string, by: DecidedBy): Promise<string> {
  const profile = await approveValidation(db, nameOrEmail, by);
  return `Validation of "${profile.name}" approved${profile.forcedValidation ? '; the forced validation has ended' : ''}; the member has been e-mailed.`;
}

export async function describeReject(db: Knex, nameOrEmail: string, reason: string, by: DecidedBy): Promise<string> {
  const profile = await rejectValidation(db, nameOrEmail, reason, by);
  return `Validation of "${profile.name}" rejected${profile.forcedValidation ? ' (the profile stays hidden until it is validated)' : ''}; the member has been e-mailed the reason.`;
}

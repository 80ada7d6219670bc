import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Knex } from 'knex';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { registerPersonalData, type ExportedFile } from '../../platform/personal-data/index.ts';
import { mediaStorage } from '../../platform/storage/index.ts';
import { deleteFilesJob } from './moderation.ts';
import { widthsOf } from './pictures/pipeline.ts';
import { remuxWithoutMetadata } from './video/transcode.ts';

type OwnMedia = { id: number; type: string; status: string; variants: Record<string, string>; sourceKey: string | null };

const variantsOf = (value: unknown): Record<string, string> => (typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : ((value ?? {}) as Record<string, string>));

async function ownMedia(db: Knex, profileId: number): Promise<OwnMedia[]> {
  const rows = await db('media').where({ profile_id: profileId }).orderBy('id').select('id', 'type', 'status', 'variants', 'source_key');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), type: String(r.type), status: String(r.status), variants: variantsOf(r.variants), sourceKey: (r.source_key as string | null) ?? null }));
}

const storedBytes = async (key: string) => {
  const stored = await mediaStorage().get(key);
  if (!stored) throw new Error(`Stored file ${key} is missing`);
  return stored.stream;
};

/** A video's source as uploaded, copied without its metadata (the upload may carry place and device). */
async function sourceWithoutMetadata(key: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'nordlys-export-'));
  const input = path.join(dir, 'source');
  const output = path.join(dir, 'video.mp4');
  try {
    await pipeline(await storedBytes(key), createWriteStream(input));
    await remuxWithoutMetadata(input, output);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return createReadStream(output).on('close', () => void rm(dir, { recursive: true, force: true }));
}

/**
 * The largest file of each item as we store it: a picture's widest JPEG (made by sharp, which writes no metadata:
 * pictures/pipeline.ts), a transcoded video (written with `-map_metadata -1`: video/transcode.ts), or for a video not yet
 * transcoded its source copied without metadata.
 */
function filesOf(media: OwnMedia): ExportedFile[] {
  if (media.type === 'Picture') {
    const widest = widthsOf(media.variants).at(-1);
    const key = widest ? media.variants[`w${widest}.jpg`] : undefined;
    return key ? [{ path: `media/${media.id}.jpg`, open: () => storedBytes(key) }] : [];
  }
  const video = media.variants['video.mp4'];
  if (video) return [{ path: `media/${media.id}.mp4`, open: () => storedBytes(video) }];
  const source = media.sourceKey;
  return source ? [{ path: `media/${media.id}.mp4`, open: () => sourceWithoutMetadata(source) }] : [];
}

/**
 * The member's pictures and videos (files under media/ in the archive, named by media id), albums, copyright
 * consent and validations. A staff member's decisions on others' validations stay, no longer naming them.
 * Deletion removes the rows in the purge and the stored files once it commits (media.deleteFiles, keeping any
 * file another item shares).
 */
registerPersonalData({
  module: 'media',
  covers: { media: ['profile_id'], media_albums: ['profile_id'], media_copyright_consents: ['profile_id'], media_validations: ['profile_id', 'decided_by_id'] },
  exporter: async (db, profileId) => {
    const media = await ownMedia(db, profileId);
    return {
      data: {
        albums: await db('media_albums').where({ profile_id: profileId }).orderBy('id').select('id', 'kind', 'name', 'created_at'),
        media: await db('media').where({ profile_id: profileId }).orderBy('id').select('id', 'album_id', 'type', 'status', 'explicit', 'width', 'height', 'duration_ms', 'caption', 'created_at'),
        copyrightConsent: await db('media_copyright_consents').where({ profile_id: profileId }).select('text', 'confirmed_at', 'required_at'),
        validations: await db('media_validations').where({ profile_id: profileId }).orderBy('id').select('method', 'status', 'media_id', 'created_at', 'decided_at', 'reason'),
      },
      files: media.flatMap(filesOf),
    };
  },
  eraser: async (trx, profileId) => {
    const media = await ownMedia(trx, profileId);
    await trx('media_validations').where({ profile_id: profileId }).delete();
    await trx('media_validations').where({ decided_by_id: profileId }).update({ decided_by_id: null });
    await trx('media').where({ profile_id: profileId }).delete();
    await trx('media_albums').where({ profile_id: profileId }).delete();
    await trx('media_copyright_consents').where({ profile_id: profileId }).delete();
    const keys = media.flatMap((m) => [...Object.values(m.variants), ...(m.sourceKey ? [m.sourceKey] : [])]);
    if (keys.length) await enqueueJob(trx, deleteFilesJob, { profileId, keys });
  },
});

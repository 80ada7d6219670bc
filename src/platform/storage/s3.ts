import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { MediaStorage, S3Settings } from './index.ts';
import { RangeNotSatisfiable, rangeHeader, spanOf, type ByteRange } from './range.ts';

/** DeleteObjects takes at most this many keys per request. */
const deleteBatch = 1000;

/** Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), one object per key. */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Without both keys the SDK's default chain applies (environment, profile, instance role).
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // By default the SDK sends uploads aws-chunked with a trailing checksum, which some S3-compatible services
    // refuse or store verbatim (s3rver does the latter); so checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const sizeOf = async (key: string) => (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
  const positionOf = async (key: string, range: ByteRange) => {
    const size = await sizeOf(key);
    const span = spanOf(range, size);
    if (!span) throw new RangeNotSatisfiable(size);
    return span;
  };

  return {
    kind: 's3',
    async put(key, source, contentType) {
      const body = 'path' in source ? { Body: createReadStream(source.path), ContentLength: (await stat(source.path)).size } : { Body: source.buffer };
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ...body }));
    },
    async get(key, asked) {
      try {
        // Not every S3-compatible service reads a suffix range (`bytes=-500`, s3rver does not): ask by position.
        const range = asked && 'suffix' in asked ? await positionOf(key, asked) : asked;
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range ? rangeHeader(range) : undefined }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 answered ${key} without a stream or a length`);
        const contentType = object.ContentType ?? 'application/octet-stream';
        // `bytes 0-499/1234`; without it the service sent the whole object.
        const span = range && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        if (!span) return { stream: object.Body, size: object.ContentLength, contentType };
        return { stream: object.Body, size: Number(span[3]), contentType, range: { start: Number(span[1]), end: Number(span[2]) } };
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (asked && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) throw new RangeNotSatisfiable(await sizeOf(key));
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += deleteBatch) {
        const batch = keys.slice(start, start + deleteBatch);
        const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
      }
    },
  };
}

/** A missing key (but not a missing bucket, which is a configuration error worth hearing about). */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

// The S3 driver: files as objects of one bucket, keyed exactly as on disk, on AWS or
// any S3-compatible store (MinIO, Ceph, R2, …; those usually need path-style URLs).
// Several servers share the bucket, so nothing about a file is kept in memory.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey } from './storage-keys';
import type { StorageDriver, StoredObject } from './types';

export interface S3Settings {
  bucket: string;
  /** The store's URL; absent, AWS's endpoint of the region. */
  endpoint?: string;
  region: string;
  /** Absent, the SDK's own chain finds credentials (AWS_* variables, ~/.aws, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Sent with each object, so a CDN or the bucket's own URL keeps it as long as /uploads does. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined,
    // Checksums only where S3 requires them: many compatible stores refuse the SDK's
    // default trailing checksums, and a ranged read has no whole-object checksum to check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it; a file
    // streamed to a slow phone holds a socket, so there are more than the default 50.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => statusOf(error) === 404;

export function createS3Storage(settings: S3Settings): StorageDriver {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  async function statKey(key: string): Promise<StoredObject | null> {
    const Key = assertSafeKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { key, size: head.ContentLength ?? 0, etag: head.ETag ?? '""', modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* list(): AsyncGenerator<StoredObject> {
    for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
      for (const item of page.Contents ?? []) {
        // Objects put there by other means under names no upload can have are left out.
        if (!item.Key || !isSafeKey(item.Key)) continue;
        yield { key: item.Key, size: item.Size ?? 0, etag: item.ETag ?? '""', modified: item.LastModified ?? new Date(0) };
      }
    }
  }

  return {
    async put(key, bytes, contentType) {
      const Key = assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType, CacheControl: OBJECT_CACHE_CONTROL }));
    },
    async delete(key) {
      // S3 answers a delete alike whether or not the object was there.
      if (!(await statKey(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return true;
    },
    stat: statKey,
    async read(key, range) {
      const Key = assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    list,
  };
}

/** Resolves when the bucket answers; otherwise fails with what to check. */
export async function checkS3Bucket(settings: S3Settings): Promise<void> {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = statusOf(error);
    const reason =
      status === 404 ? 'there is no such bucket'
        : status === 403 ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : status === 301 ? 'the bucket is in another region: set S3_REGION'
            : error instanceof Error ? error.message : String(error);
    throw new Error(`S3 bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`} cannot be used: ${reason}`);
  } finally {
    client.destroy();
  }
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const failure = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('storage settings', () => {
  it('keep files under DATA_DIR/uploads by default', () => {
    expect(loadEnv({ DATA_DIR: '/srv/hair' }).storage).toEqual({ uploadsDir: path.resolve('/srv/hair/uploads'), publicMediaUrl: undefined, s3: undefined });
  });

  it('choose the bucket when S3_BUCKET is set, path-style on request, the SDK finding the keys when none are given', () => {
    expect(loadEnv({ DATA_DIR: '/srv/hair', S3_BUCKET: 'hair-media', S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', PUBLIC_MEDIA_URL: 'https://cdn.example.com/media/' }).storage).toEqual({
      uploadsDir: path.resolve('/srv/hair/uploads'),
      publicMediaUrl: 'https://cdn.example.com/media',
      s3: { bucket: 'hair-media', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true },
    });
    expect(loadEnv({ S3_BUCKET: 'hair-media', S3_REGION: 'eu-west-1' }).storage.s3).toEqual({ bucket: 'hair-media', endpoint: undefined, region: 'eu-west-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false });
  });

  it('refuse bad combinations with a message naming the variable, never its value', () => {
    expect(failure({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'very-secret' })).toBe(
      'Invalid configuration: S3_ENDPOINT: is set, but S3_BUCKET is not: name the bucket, or unset the S3 settings; S3_SECRET_ACCESS_KEY: is set, but S3_BUCKET is not: name the bucket, or unset the S3 settings; S3_ACCESS_KEY_ID: is required with the other S3 key (or set neither, for the standard AWS credential chain)',
    );
    expect(failure({ S3_BUCKET: 'hair-media', S3_ACCESS_KEY_ID: 'key' })).toBe('Invalid configuration: S3_SECRET_ACCESS_KEY: is required with the other S3 key (or set neither, for the standard AWS credential chain)');
    expect(failure({ S3_BUCKET: 'Hair_Media' })).toBe('Invalid configuration: S3_BUCKET: must be 3 to 63 lowercase letters, digits, dots or hyphens');
    expect(failure({ S3_BUCKET: 'hair-media', S3_ENDPOINT: 'minio:9000' })).toBe('Invalid configuration: S3_ENDPOINT: must be an http:// or https:// URL without query or fragment');
    expect(failure({ S3_BUCKET: 'hair-media', S3_FORCE_PATH_STYLE: 'yes' })).toBe('Invalid configuration: S3_FORCE_PATH_STYLE: Invalid option: expected one of "true"|"false"');
    expect(failure({ PUBLIC_MEDIA_URL: 'https://cdn.example.com/media?v=1' })).toBe('Invalid configuration: PUBLIC_MEDIA_URL: must be an http:// or https:// URL without query or fragment');
  });
});

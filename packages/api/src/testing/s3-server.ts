// A real S3-compatible server for the tests (s3rver, files in a temp directory),
// each caller with a bucket of its own. The account is s3rver's built-in one. No
// test runner here: the end-to-end tests start it too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../shared/storage';

const PROCESS_SCRIPT = fileURLToPath(new URL('./s3-server-process.mjs', import.meta.url));
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** Settings of a new empty bucket on this server. */
  newBucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hair-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', PROCESS_SCRIPT, directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the S3 test server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async newBucket() {
      buckets += 1;
      const settings: S3Settings = { bucket: `media-${process.pid}-${buckets}`, endpoint, region: 'us-east-1', forcePathStyle: true, ...ACCOUNT };
      const client = new S3Client({ endpoint, region: settings.region, forcePathStyle: true, credentials: ACCOUNT });
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
      return settings;
    },
    async close() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

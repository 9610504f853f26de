// `npm run admin -- backup` and `restore` as an operator runs them (child processes):
// a site seeded with the demo content is backed up, restored into a fresh site whose
// files go to an S3 bucket (the way from disk to a bucket), and the app started on
// the restored site serves every product, post and stored file, byte for byte.
// PGlite always; PostgreSQL too when the tests run there.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pino from 'pino';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, ensureAdmin, openDatabase, seedIfEmpty, type AppDeps, type Database, type S3Settings } from '@hair/api';
import { createEmptyTestDatabase, MIGRATIONS_FOLDER, startTestS3Server, testDatabaseUrl, type TestS3Server } from '@hair/api/testing';
import { demoContent } from '@hair/demo-content';
import { createApp } from './app';
import { runCli as runTheCli } from './testing/cli';
import { TEST_INDEX_HTML } from './testing/harness';

const silent = pino({ level: 'silent' });
const ADMIN = { email: 'owner@factory.vn', password: 'owner-password-1' };

/** One site: a data directory, and a PostgreSQL database when the tests run there. */
interface SiteUnderTest {
  dataDir: string;
  databaseUrl?: string;
  s3?: S3Settings;
  /** The variables the CLI and the server read. */
  env: Record<string, string>;
  open(): Promise<{ database: Database; deps: AppDeps }>;
  close(): Promise<void>;
}

const scratch: string[] = [];
async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

async function newSite(s3?: S3Settings): Promise<SiteUnderTest> {
  const dataDir = await tempDir('hair-site-');
  const serverUrl = testDatabaseUrl();
  const postgres = serverUrl ? await createEmptyTestDatabase(serverUrl) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (postgres) env.DATABASE_URL = postgres.url;
  if (s3) {
    Object.assign(env, { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint!, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId!, S3_SECRET_ACCESS_KEY: s3.secretAccessKey!, S3_FORCE_PATH_STYLE: 'true' });
  }
  return {
    dataDir,
    databaseUrl: postgres?.url,
    s3,
    env,
    async open() {
      const database = await openDatabase({ url: postgres?.url, pgliteDir: postgres ? undefined : path.join(dataDir, 'pglite'), migrationsFolder: MIGRATIONS_FOLDER, onConnectionError: () => {} });
      const deps = createDeps({ db: database.db, logger: silent, uploadsDir: path.join(dataDir, 'uploads'), s3, publicUrl: 'http://localhost:4000' });
      return { database, deps };
    },
    close: async () => postgres?.drop(),
  };
}

const runCli = (site: SiteUnderTest, args: string[]) => runTheCli(site.env, args);

/** The CLI's own message: the last line it wrote to stderr (runtime warnings come before it). */
const message = (stderr: string) => stderr.trim().split('\n').at(-1);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What a visitor and an admin find on a site. */
interface Content {
  products: { id: string; slug: string; name: string; image_url: string | null }[];
  posts: { slug: string; title: string }[];
  /** sha256 of every stored file, by key. */
  files: Record<string, string>;
}

async function startApp(deps: AppDeps): Promise<{ baseUrl: string; server: Server }> {
  const webDist = await tempDir('hair-web-');
  await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  const server = createServer(createApp({ deps, webDist, requestLogs: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Reads the site through the running app: the API's lists and every file at /uploads/<key>. */
async function contentOf(site: SiteUnderTest): Promise<Content> {
  const { database, deps } = await site.open();
  const { baseUrl, server } = await startApp(deps);
  try {
    const products = (await (await fetch(`${baseUrl}/api/products?limit=100`)).json()) as Content['products'];
    const posts = (await (await fetch(`${baseUrl}/api/posts`)).json()) as Content['posts'];
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const files: Content['files'] = {};
    for await (const object of deps.storage.list()) {
      const res = await fetch(`${baseUrl}/uploads/${object.key.split('/').map(encodeURIComponent).join('/')}`);
      expect(res.status, object.key).toBe(200);
      files[object.key] = sha256(Buffer.from(await res.arrayBuffer()));
    }
    for (const product of products) {
      if (product.image_url) expect((await fetch(`${baseUrl}${product.image_url}`)).status, product.image_url).toBe(200);
    }
    return {
      products: products.map(({ id, slug, name, image_url }) => ({ id, slug, name, image_url })).sort((a, b) => a.id.localeCompare(b.id)),
      posts: posts.map(({ slug, title }) => ({ slug, title })).sort((a, b) => a.slug.localeCompare(b.slug)),
      files,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  }
}

let s3: TestS3Server;
let source: SiteUnderTest;
let target: SiteUnderTest;
let archive: string;
let seeded: Content;

beforeAll(async () => {
  s3 = await startTestS3Server();
  source = await newSite();
  const { database, deps } = await source.open();
  try {
    expect(await seedIfEmpty(deps, demoContent())).toBe(true);
    await ensureAdmin(deps, ADMIN);
  } finally {
    await database.close();
  }
  seeded = await contentOf(source);
  target = await newSite(await s3.newBucket());
  archive = path.join(await tempDir('hair-backups-'), 'site.tar.gz');
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  await s3?.close();
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('backup and restore', { timeout: 180_000 }, () => {
  it('backs up the seeded site into one archive', async () => {
    expect(seeded.products.length).toBeGreaterThan(5);
    expect(seeded.posts.length).toBeGreaterThan(1);
    expect(Object.keys(seeded.files).length).toBeGreaterThan(20);

    const result = await runCli(source, ['backup', '--out', archive]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(source.databaseUrl ? /^Database: PostgreSQL 127\.0\.0\.1:5432\/test_\w+, [\d.]+ [KM]B$/ : /^Database: .*\/pglite, [\d.]+ [KM]B$/);
    expect(lines[1]).toMatch(new RegExp(`^Media: ${Object.keys(seeded.files).length} files, [\\d.]+ [KM]B \\(disk\\)$`));
    expect(lines[2]).toMatch(new RegExp(`^Backup written to ${archive.replace(/[.]/g, '\\.')} \\([\\d.]+ [KM]B before compression\\)$`));
    expect(existsSync(archive)).toBe(true);
  });

  it('will not write over an existing file', async () => {
    const result = await runCli(source, ['backup', '--out', archive]);
    expect([result.code, message(result.stderr)]).toEqual([1, `${archive} exists already: name another file with --out`]);
  });

  it('restores into a fresh site with its files in a bucket, where the app serves everything the backup held', async () => {
    const result = await runCli(target, ['restore', archive]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${Object.keys(seeded.files).length} files restored (s3)`);
    expect(result.stdout.trim().split('\n').at(-1)).toBe('Restore complete: start the server.');

    const restored = await contentOf(target);
    expect(restored.products).toEqual(seeded.products);
    expect(restored.posts).toEqual(seeded.posts);
    expect(restored.files).toEqual(seeded.files);
    // Nothing went to the disk: the files are in the bucket.
    expect(existsSync(path.join(target.dataDir, 'uploads', 'products'))).toBe(false);
  });

  it('refuses to restore over a site that holds anything, and changes nothing', async () => {
    const result = await runCli(target, ['restore', archive]);
    expect(result.code).toBe(1);
    const where = target.databaseUrl ? `PostgreSQL 127.0.0.1:5432${new URL(target.databaseUrl).pathname}` : path.join(target.dataDir, 'pglite');
    expect(message(result.stderr)).toBe(`Nothing was restored: the database (${where}) holds data and the s3 storage holds files. Restore into an empty site, or add --force to replace everything in it.`);
    expect((await contentOf(target)).products).toEqual(seeded.products);
  });

  it('replaces everything with --force, leaving no file the backup did not hold', async () => {
    const { database, deps } = await target.open();
    await deps.storage.put('media/added-after-the-backup.webp', Buffer.from('new'), 'image/webp');
    await database.close();

    const result = await runCli(target, ['restore', archive, '--force']);
    expect(result.code, result.stderr).toBe(0);
    expect(await contentOf(target)).toEqual(seeded);
  });

  it('refuses a damaged or foreign archive before changing anything', async () => {
    const bytes = await readFile(archive);
    const cut = path.join(path.dirname(archive), 'cut.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const damaged = await runCli(target, ['restore', cut, '--force']);
    expect([damaged.code, message(damaged.stderr)]).toEqual([1, `${cut} is not a complete backup of this site: it cannot be read (unexpected end of file)`]);

    const foreign = path.join(path.dirname(archive), 'notes.tar.gz');
    await writeFile(foreign, 'not an archive');
    const notOurs = await runCli(target, ['restore', foreign, '--force']);
    expect([notOurs.code, message(notOurs.stderr)]).toEqual([1, `${foreign} is not a complete backup of this site: it cannot be read (incorrect header check)`]);

    expect(await contentOf(target)).toEqual(seeded);
  });

  it('refuses an archive whose file names would leave the storage, before changing anything', async () => {
    // The real archive, with one file renamed on the way through.
    const hostile = path.join(path.dirname(archive), 'hostile.tar.gz');
    const extract = tar.extract();
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(hostile));
    const read = pipeline(createReadStream(archive), createGunzip(), extract);
    let renamed = false;
    for await (const entry of extract) {
      const bytes = await buffer(entry as unknown as Readable);
      const name: string = !renamed && entry.header.name.startsWith('media/') ? 'media/../../../tmp/escaped.webp' : entry.header.name;
      renamed ||= name !== entry.header.name;
      await new Promise<void>((resolve, reject) => pack.entry({ name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve())));
    }
    pack.finalize();
    await Promise.all([written, read]);

    const result = await runCli(target, ['restore', hostile, '--force']);
    expect([result.code, message(result.stderr)]).toEqual([1, `${hostile} is not a complete backup of this site: it holds a file with an unsafe name: "media/../../../tmp/escaped.webp"`]);
    expect(existsSync('/tmp/escaped.webp')).toBe(false);
    expect(await contentOf(target)).toEqual(seeded);
  });

  // The embedded database can be open in one process only; PostgreSQL is dumped while the site runs.
  if (testDatabaseUrl()) {
    it('backs up PostgreSQL while the app runs on it', async () => {
      const { database, deps } = await source.open();
      const { server } = await startApp(deps);
      const out = path.join(path.dirname(archive), 'while-running.tar.gz');
      try {
        const result = await runCli(source, ['backup', '--out', out]);
        expect(result.code, result.stderr).toBe(0);
        expect(existsSync(out)).toBe(true);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await database.close();
      }
    });
  } else {
    it('refuses to back up the embedded database while the server has it open', async () => {
      const { database } = await source.open();
      const out = path.join(path.dirname(archive), 'while-running.tar.gz');
      try {
        const result = await runCli(source, ['backup', '--out', out]);
        expect([result.code, message(result.stderr)]).toEqual([
          1,
          `The embedded database in ${path.join(source.dataDir, 'pglite')} is open in another process (pid ${process.pid}), most likely the running server: stop it first, or use PostgreSQL (DATABASE_URL) to work on a running site.`,
        ]);
        expect(existsSync(out)).toBe(false);
      } finally {
        await database.close();
      }
    });
  }

  it('answers the usage for a restore without a file', async () => {
    const result = await runCli(target, ['restore']);
    expect([result.code, result.stderr.trim()]).toEqual([2, 'Usage: npm run admin -- restore <file.tar.gz> [--force]']);
  });
});

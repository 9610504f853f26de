import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '@hair/api/testing';
import { useTestServer } from './testing/harness';

const t = useTestServer();

beforeAll(async () => {
  await mkdir(path.join(t.webDist, 'hero'), { recursive: true });
  await writeFile(path.join(t.webDist, 'hero/slide.webp'), await sharp(await samplePng(1920, 823)).webp().toBuffer());
});

describe('copies of the bundled images', () => {
  it('are made from the original for the widths a srcset names, never wider than it', async () => {
    for (const [width, expected] of [[480, 480], [960, 960], [1600, 1600]] as const) {
      const res = await t.request('GET', `/hero/slide.${width}w.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(expected);
    }
  });

  it('answer 404 for an image that does not exist, a width not offered, or a path outside the app', async () => {
    for (const url of ['/hero/none.480w.webp', '/hero/slide.700w.webp', '/hero/..%2F..%2Fetc%2Fpasswd.480w.webp']) {
      expect((await t.request('GET', url)).status, url).toBe(404);
    }
  });
});

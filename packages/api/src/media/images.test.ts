import { crc32, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MB, UPLOAD_MAX_BYTES } from '@hair/domain';
import { IMAGE_MESSAGES, MAX_INPUT_PIXELS, fileTooLargeMessage, looksLikeSvg, processUpload } from './images';
import { SAMPLE_SVG, jpegWithExif, noisePng, samplePng } from '../testing/sample-images';

const limits = { maxBytes: UPLOAD_MAX_BYTES };
const refused = (message: string) => ({ code: 'BAD_REQUEST', message });

/** A PNG whose header claims width x height, with the pixel data of a tiny image (a decompression bomb's header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await samplePng(4, 4));
  // IHDR: length (4) + 'IHDR' (4) at offset 8, data at 16 (width, height, ...), CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('fileTooLargeMessage', () => {
  it('says "File too large (max 5MB)" for the 5 MB default and names other limits', () => {
    expect(fileTooLargeMessage(UPLOAD_MAX_BYTES)).toBe('File too large (max 5MB)');
    expect(fileTooLargeMessage(2 * MB)).toBe('File too large (max 2MB)');
    expect(fileTooLargeMessage(0.5 * MB)).toBe('File too large (max 0.5MB)');
  });
});

describe('processUpload', () => {
  it('re-encodes a PNG to WebP with its dimensions', async () => {
    const result = await processUpload(await samplePng(64, 32), limits);
    expect(result).toMatchObject({ width: 64, height: 32, ext: 'webp', contentType: 'image/webp' });
    const stored = await sharp(result.bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 64, 32]);
  });

  it('accepts JPEG, WebP, GIF, AVIF and TIFF', async () => {
    const base = sharp(await samplePng(12, 8));
    for (const bytes of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().avif().toBuffer(),
      await base.clone().tiff().toBuffer(),
    ]) {
      const result = await processUpload(bytes, limits);
      expect([result.width, result.height, (await sharp(result.bytes).metadata()).format]).toEqual([12, 8, 'webp']);
    }
  });

  it('applies the EXIF orientation and strips every metadata block', async () => {
    const jpeg = await jpegWithExif(40, 20);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await processUpload(jpeg, limits);
    expect([result.width, result.height]).toEqual([20, 40]);
    const stored = await sharp(result.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(result.bytes.includes('secret-exif-note')).toBe(false);
  });

  it('keeps only the first frame of an animation', async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((c) => samplePng(10, 10, c)));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const result = await processUpload(gif, limits);
    const stored = await sharp(result.bytes).metadata();
    expect([result.width, result.height]).toEqual([10, 10]);
    expect(stored.pages ?? 1).toBe(1);
  });

  it('refuses SVG, whatever its prologue, and gzipped SVG', async () => {
    await expect(processUpload(Buffer.from(SAMPLE_SVG), limits)).rejects.toMatchObject(refused(IMAGE_MESSAGES.svgRefused));
    const withComment = `\uFEFF<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg width="5" height="5"></svg>`;
    await expect(processUpload(Buffer.from(withComment), limits)).rejects.toMatchObject(refused('SVG images are not allowed'));
    await expect(processUpload(gzipSync(Buffer.from(SAMPLE_SVG)), limits)).rejects.toMatchObject(refused('SVG images are not allowed'));
  });

  it('tells SVG from other text in time linear in its length, even for crafted prologues', () => {
    const crafted = [
      `${'<!---->'.repeat(24)}x`,
      `<?xml?>${'<!-- -->'.repeat(19)}<!doctype svg>${'<!---->'.repeat(3)}`,
      `${' '.repeat(100)}${'<!--'.repeat(25)}`,
      `<!doctype svg${'<!--'.repeat(45)}`,
    ];
    for (const text of crafted) {
      expect(text.length).toBeLessThanOrEqual(200);
      const started = performance.now();
      expect(looksLikeSvg(Buffer.from(text))).toBe(false);
      expect(performance.now() - started).toBeLessThan(100);
    }
    const long = Buffer.from(`${'<!-- -->'.repeat(400)}<svg>`);
    const started = performance.now();
    expect(looksLikeSvg(long)).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
    expect(looksLikeSvg(Buffer.from('<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg>\n<SVG viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svgfoo>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
  });

  it('answers a crafted 200-byte upload in under 100 ms', async () => {
    const started = performance.now();
    await expect(processUpload(Buffer.from(`${'<!---->'.repeat(24)}x`.padEnd(200, ' ')), limits)).rejects.toMatchObject(refused('File is not a valid image'));
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses bytes that are not an image', async () => {
    for (const bytes of [Buffer.from('hello, this is text'), Buffer.alloc(0), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]) {
      await expect(processUpload(bytes, limits)).rejects.toMatchObject(refused('File is not a valid image'));
    }
  });

  it('refuses an image whose pixel data is cut short', async () => {
    const png = await noisePng(100, 100);
    const truncated = png.subarray(0, Math.floor(png.length * 0.6));
    expect((await sharp(truncated).metadata()).width).toBe(100);
    await expect(processUpload(truncated, limits)).rejects.toMatchObject(refused('File is not a valid image'));
  });

  it('refuses a decompression bomb by its header with 413, before decoding', async () => {
    const tooLarge = (message: string) => ({ code: 'PAYLOAD_TOO_LARGE', message });
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    for (const [width, height] of [[10_000, 10_000], [20_000, 20_000], [40_001, 1_000]] as const) {
      const bomb = await pngClaiming(width, height);
      expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(width);
      await expect(processUpload(bomb, limits)).rejects.toMatchObject(tooLarge('Image dimensions are too large (max 40 megapixels)'));
    }
    await expect(processUpload(await samplePng(20, 20), { ...limits, maxPixels: 399 })).rejects.toMatchObject(
      tooLarge('Image dimensions are too large (max 0.000399 megapixels)'),
    );
    await expect(processUpload(await samplePng(20, 20), { ...limits, maxPixels: 400 })).resolves.toMatchObject({ width: 20 });
  });

  it('answers 413 past the byte limit, and accepts a file exactly at it', async () => {
    const png = await noisePng(40, 40);
    await expect(processUpload(png, { maxBytes: png.length - 1 })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(processUpload(png, { maxBytes: png.length })).resolves.toMatchObject({ width: 40, height: 40 });
    const big = await noisePng(1400, 1400);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    await expect(processUpload(big, limits)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large (max 5MB)' });
  });
});

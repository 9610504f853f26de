// Real images made on the machine (nothing is downloaded), for tests of the
// upload path: a plain PNG, incompressible noise for size limits, a JPEG with
// EXIF, and the data URLs the admin screens send.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export async function samplePng(width = 64, height = 32, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** Random pixels do not compress: a width x height RGB PNG is a little over 3 * width * height bytes. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A JPEG stored sideways with EXIF orientation 6 (display rotated 90°) and a copyright note. */
export async function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-exif-note', Artist: 'camera owner' } } })
    .toBuffer();
}

export function toDataUrl(bytes: Buffer, mimeType = 'image/png'): string {
  return `data:${mimeType};base64,${bytes.toString('base64')}`;
}

export const SAMPLE_SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

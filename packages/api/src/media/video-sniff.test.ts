import { describe, expect, it } from 'vitest';
import { sampleVideo, samplePng } from '../testing';
import { sniffVideo } from './video-sniff';

/** An ISO media file's first box: 'ftyp' with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(64)]);
}

/** An EBML header holding only a DocType. */
function ebml(docType: string): Buffer {
  const docTypeElement = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType, 'latin1')]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docTypeElement.length]), docTypeElement, Buffer.alloc(64)]);
}

describe('sniffVideo', () => {
  it('recognises real MP4 and WebM recordings', async () => {
    expect(sniffVideo(await sampleVideo('mp4'))).toBe('mp4');
    expect(sniffVideo(await sampleVideo('webm'))).toBe('webm');
  });

  it('takes an ISO media file with an MP4 brand, as major or compatible brand', () => {
    expect(sniffVideo(ftyp('mp42', 'isom'))).toBe('mp4');
    expect(sniffVideo(ftyp('XAVC', 'mp41'))).toBe('mp4');
  });

  it('refuses ISO media files that are not MP4 video: HEIF and AVIF images, QuickTime movies', () => {
    expect(sniffVideo(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffVideo(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffVideo(ftyp('qt  ', 'qt  '))).toBeNull();
  });

  it('takes a WebM document, not any other Matroska file', () => {
    expect(sniffVideo(ebml('webm'))).toBe('webm');
    expect(sniffVideo(ebml('matroska'))).toBeNull();
  });

  it('refuses images, text, truncated and broken headers', async () => {
    expect(sniffVideo(await samplePng())).toBeNull();
    expect(sniffVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffVideo(Buffer.alloc(0))).toBeNull();
    expect(sniffVideo((await sampleVideo('mp4')).subarray(0, 12))).toBeNull();
    expect(sniffVideo(ebml('webm').subarray(0, 8))).toBeNull();
    // A box size larger than the file, and an EBML header claiming a huge size.
    const lying = ftyp('mp42', 'isom');
    lying.writeUInt32BE(0x7fffffff, 0);
    expect(sniffVideo(lying)).toBeNull();
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBeNull();
  });
});

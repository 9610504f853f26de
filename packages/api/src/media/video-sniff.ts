// Which video container a file holds, read from its first bytes, never from its
// name or the Content-Type a client claims:
// - MP4 is an ISO media file whose first box is 'ftyp' naming an MP4 brand (HEIF and
//   AVIF images and QuickTime movies are ISO media files too, with other brands);
// - WebM is an EBML document whose DocType is 'webm' (not any Matroska file).
import type { VideoContainer } from '@hair/domain';

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4']);
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOCTYPE_ID = 0x4282;
/** The EBML header is a few dozen bytes; a larger one is not a video we take. */
const EBML_HEADER_MAX = 256;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = view.getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  // The major brand (8..12), then the compatible brands after the minor version (16..size).
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

/** An EBML variable-length integer at `at`: its value (the length marker kept for ids) and its length. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros of the byte, plus one
  if (at + length > bytes.length || length > 8) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

function isWebm(bytes: Uint8Array): boolean {
  if (!EBML_MAGIC.every((byte, i) => bytes[i] === byte)) return false;
  const header = readVint(bytes, 4, false);
  if (!header || header.value > EBML_HEADER_MAX) return false;
  const end = 4 + header.length + header.value;
  if (end > bytes.length) return false;
  for (let at = 4 + header.length; at < end; ) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) return false;
    const data = at + id.length + size.length;
    if (data + size.value > end) return false;
    if (id.value === EBML_DOCTYPE_ID) return ascii(bytes, data, data + size.value).replace(/\0+$/, '') === 'webm';
    at = data + size.value;
  }
  return false;
}

/** The container of the file's bytes, or null when it is neither MP4 nor WebM. */
export function sniffVideo(bytes: Uint8Array): VideoContainer | null {
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return null;
}

// Decodes the data URL of an upload into bytes. The declared MIME type is
// ignored on purpose: the image check looks at the bytes themselves.
import { parseDataUrl } from '@hair/domain';
import { badRequest } from '../errors';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/;
const PERCENT_PIECE = /%([0-9A-Fa-f]{2})|[^%]+|%/g;

export const DATA_URL_MESSAGES = {
  notDataUrl: 'dataUrl: must be a data URL such as data:image/png;base64,…',
  empty: 'dataUrl: the data URL holds no data',
  badBase64: 'dataUrl: the base64 data is malformed',
  badPercent: 'dataUrl: the URL-encoded data is malformed',
} as const;

function decodeBase64(payload: string): Buffer {
  // Line breaks and spaces are common in pasted data URLs; '%2B' style escapes are not base64.
  const clean = payload.replace(/\s+/g, '');
  const urlSafe = !BASE64.test(clean) && BASE64_URL_SAFE.test(clean);
  if ((!BASE64.test(clean) && !urlSafe) || clean.replace(/=+$/, '').length % 4 === 1) {
    throw badRequest(DATA_URL_MESSAGES.badBase64);
  }
  return Buffer.from(clean, urlSafe ? 'base64url' : 'base64');
}

/** '%89PNG%0D%0A…' -> bytes; a lone '%' or a bad escape is malformed. */
function decodePercent(payload: string): Buffer {
  const pieces: Buffer[] = [];
  for (const match of payload.matchAll(PERCENT_PIECE)) {
    const [piece, hex] = match;
    if (hex !== undefined) pieces.push(Buffer.from([Number.parseInt(hex, 16)]));
    else if (piece === '%') throw badRequest(DATA_URL_MESSAGES.badPercent);
    else pieces.push(Buffer.from(piece, 'utf8'));
  }
  return Buffer.concat(pieces);
}

export function decodeDataUrl(dataUrl: string): Buffer {
  const parts = parseDataUrl(dataUrl.trim());
  if (!parts) throw badRequest(DATA_URL_MESSAGES.notDataUrl);
  const bytes = parts.base64 ? decodeBase64(parts.data) : decodePercent(parts.data);
  if (bytes.length === 0) throw badRequest(DATA_URL_MESSAGES.empty);
  return bytes;
}

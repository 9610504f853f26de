// Uploaded images are checked by content, never by name or declared type: the
// bytes must decode as one of the accepted formats, within the size and pixel
// limits, and what we store is a fresh WebP re-encoding (EXIF orientation
// applied, metadata dropped, first frame only).
import sharp, { type Metadata } from 'sharp';
import { MB, MESSAGES, UPLOAD_MAX_BYTES } from '@hair/domain';
import { badRequest, tooLarge } from '../errors';
import { createConcurrencyLimit } from '../shared/concurrency';

/**
 * Decompression-bomb guard: images bigger than this many pixels are refused from
 * their header, before decoding (a 40-megapixel RGBA image takes 160 MB to decode).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Uploads decoded at the same time; others wait their turn. */
const MAX_CONCURRENT_DECODES = 2;
const decodeSlot = createConcurrencyLimit(MAX_CONCURRENT_DECODES);
/** WebP cannot encode a side longer than this; bigger images are scaled down to fit. */
const WEBP_MAX_SIDE = 16383;
const WEBP_QUALITY = 90;

export const IMAGE_MESSAGES = {
  notAnImage: 'File is not a valid image',
  svgRefused: 'SVG images are not allowed',
  unsupported: 'Unsupported image format (use JPEG, PNG, WebP, GIF, AVIF or TIFF)',
  tooManyPixels: (maxPixels: number) => `Image dimensions are too large (max ${maxPixels / 1_000_000} megapixels)`,
} as const;

/** 'File too large (max 5MB)' for the 5 MB default (the catalogue's own wording), the limit in MB otherwise. */
export function fileTooLargeMessage(maxBytes: number): string {
  if (maxBytes === UPLOAD_MAX_BYTES) return MESSAGES.fileTooLarge;
  const megabytes = Math.round((maxBytes / MB) * 100) / 100;
  return `File too large (max ${megabytes}MB)`;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  ext: 'webp';
  contentType: 'image/webp';
}

export interface ProcessOptions {
  maxBytes: number;
  /** Defaults to MAX_INPUT_PIXELS; tests lower it. */
  maxPixels?: number;
}

/** What may come before an SVG's root element, each skipped up to the text that ends it. */
const SVG_PROLOGUE: [start: string, end: string][] = [['<?xml', '>'], ['<!--', '-->'], ['<!doctype', '>']];

/**
 * An SVG is text: catch it before sharp, whose SVG support would render it. True when
 * the text starts with <svg after whitespace, an XML declaration, comments and a
 * doctype. A single forward scan (indexOf only), so its time grows linearly with the input.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').toLowerCase();
  let at = 0;
  for (;;) {
    while (at < head.length && /\s/.test(head[at]!)) at += 1;
    const prologue = SVG_PROLOGUE.find(([start]) => head.startsWith(start, at));
    if (!prologue) return /^<svg[\s>/]/.test(head.slice(at, at + 5));
    const end = head.indexOf(prologue[1], at + prologue[0].length);
    if (end < 0) return false;
    at = end + prologue[1].length;
  }
}

function isAcceptedFormat(metadata: Metadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return true;
    case 'heif':
      // AVIF is HEIF with AV1 compression; HEIC (HEVC) is not among the accepted formats.
      return metadata.compression === 'av1';
    default:
      return false;
  }
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    // Only the header is read here, so no pixel limit yet: the caller checks the size and says why.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
}

/** Validates the bytes as an image and re-encodes them to WebP; throws 400/413 API errors. */
export async function processUpload(bytes: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  if (bytes.length > options.maxBytes) throw tooLarge(fileTooLargeMessage(options.maxBytes));
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (looksLikeSvg(bytes)) throw badRequest(IMAGE_MESSAGES.svgRefused);

  const metadata = await readMetadata(bytes);
  if (metadata.format === 'svg') throw badRequest(IMAGE_MESSAGES.svgRefused);
  if (!isAcceptedFormat(metadata)) throw badRequest(IMAGE_MESSAGES.unsupported);
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  if (!metadata.width || !metadata.height) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (metadata.width * metadata.height > maxPixels) throw tooLarge(IMAGE_MESSAGES.tooManyPixels(maxPixels));
  return decodeSlot(() => reencode(bytes, maxPixels));
}

async function reencode(bytes: Buffer, maxPixels: number): Promise<ProcessedImage> {
  try {
    // pages: 1 keeps only the first frame of an animation; sharp drops all
    // metadata (EXIF, XMP, ICC comments) unless asked to keep it.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, pages: 1, failOn: 'error' })
      .autoOrient()
      .resize({ width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, ext: 'webp', contentType: 'image/webp' };
  } catch {
    // Header fine, pixels broken (truncated or corrupt data).
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
}

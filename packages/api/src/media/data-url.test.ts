import { describe, expect, it } from 'vitest';
import { DATA_URL_MESSAGES, decodeDataUrl } from './data-url';

const refused = (message: string) => ({ code: 'BAD_REQUEST', message });
const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfb, 0x3f]);

describe('decodeDataUrl', () => {
  it('decodes base64, with line breaks, and the URL-safe alphabet', () => {
    const b64 = bytes.toString('base64');
    expect(decodeDataUrl(`data:image/png;base64,${b64}`)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/png;base64,${b64.slice(0, 4)}\n${b64.slice(4)}`)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/png;base64,${bytes.toString('base64url')}`)).toEqual(bytes);
    expect(decodeDataUrl(`DATA:image/png;name=x.png;BASE64,${b64}`)).toEqual(bytes);
  });

  it('decodes percent-encoded bytes and plain characters', () => {
    expect(decodeDataUrl('data:image/png,%89PNG%00%FF%fb?')).toEqual(bytes);
    expect(decodeDataUrl('data:,<svg>')).toEqual(Buffer.from('<svg>'));
  });

  it('ignores the declared type: the bytes decide later', () => {
    expect(decodeDataUrl(`data:text/plain;base64,${bytes.toString('base64')}`)).toEqual(bytes);
  });

  it('names the field in every refusal', () => {
    expect(() => decodeDataUrl('image/png;base64,AAAA')).toThrow(expect.objectContaining(refused(DATA_URL_MESSAGES.notDataUrl)));
    expect(() => decodeDataUrl('data:image/png;base64,')).toThrow(expect.objectContaining(refused('dataUrl: the data URL holds no data')));
    expect(() => decodeDataUrl('data:image/png;base64,@@@@')).toThrow(expect.objectContaining(refused('dataUrl: the base64 data is malformed')));
    expect(() => decodeDataUrl('data:image/png;base64,AAAAA')).toThrow(expect.objectContaining(refused('dataUrl: the base64 data is malformed')));
    expect(() => decodeDataUrl('data:image/png;base64,AA=A')).toThrow(expect.objectContaining(refused('dataUrl: the base64 data is malformed')));
    expect(() => decodeDataUrl('data:image/png,%8')).toThrow(expect.objectContaining(refused('dataUrl: the URL-encoded data is malformed')));
    expect(() => decodeDataUrl('data:image/png,100%')).toThrow(expect.objectContaining(refused('dataUrl: the URL-encoded data is malformed')));
  });
});

// Reads the text back out of a PDF that pdfkit wrote, for tests: the streams are
// inflated, each font's ToUnicode map turns its glyph codes into characters, and
// the text operators (Tj, TJ) of the page contents are decoded in order, one line
// per text object. Enough for pdfkit's output; not a general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: string | null;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream');
    if (start === -1) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const bytes = Buffer.from(body.slice(start + 'stream'.length).replace(/^\r?\n/, '').replace(/\r?\nendstream\s*$/, ''), 'latin1');
    objects.set(match[1]!, { dict, stream: (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1') });
  }
  return objects;
}

/** Glyph code → text, from a ToUnicode CMap (bfchar and both forms of bfrange). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dest] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(code!, 16), text(dest!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(/<([0-9a-f]*)>/gi)].forEach((dest, i) => map.set(first + i, text(dest[1]!)));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

/** The text of every page, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    for (const [, name, ref] of fontDict?.matchAll(/\/(\w+)\s+(\d+) 0 R/g) ?? []) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap) fonts.set(name!, readCmap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const content = objects.get(/\/Contents (\d+) 0 R/.exec(dict)?.[1] ?? '')?.stream ?? '';
    let font = new Map<number, string>();
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const [, fontName, strings] of block[1]!.matchAll(/\/(\w+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
        if (fontName) font = fonts.get(fontName) ?? new Map();
        for (const [, hex] of strings?.matchAll(/<([0-9a-f]*)>/gi) ?? []) {
          line += (hex!.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join('');
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

// A tiny monoline vector font for the seed images. Letters are drawn as SVG
// paths instead of <text>, so the logos and avatars look the same on a machine
// without any installed font (the Docker image has none).

/** Glyph cell: 4 units wide, 6 units tall, y pointing down. Polylines separated by ';'. */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6;0.7,4 3.3,4',
  B: '0,3 3,3 4,4 4,5 3,6 0,6 0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6;0,3 3,3',
  F: '4,0 0,0 0,6;0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6;4,0 4,6;0,3 4,3',
  I: '2,0 2,6;1,0 3,0;1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6;4,0 0,3.6;1.4,2.6 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.6 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0;2.6,4.6 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3;2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0;2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6;4,0 0,6',
  Y: '0,0 2,3 4,0;2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '-': '1,3.5 3,3.5',
  '&': '4,6 1,2 1,1 2,0 3,1 3,2 0,4 0,5 1,6 2,6 4,3.5',
};

const CELL_WIDTH = 4;
const CELL_HEIGHT = 6;
/** Space between letters and the width of a blank, in glyph units. */
const LETTER_GAP = 1.8;
const SPACE_WIDTH = 3;

/** Width in glyph units of the text as drawn (unknown characters count as blanks). */
function textUnits(text: string): number {
  let units = 0;
  for (const ch of text.toUpperCase()) units += (GLYPHS[ch] ? CELL_WIDTH : SPACE_WIDTH) + LETTER_GAP;
  return Math.max(0, units - LETTER_GAP);
}

export interface StrokeTextOptions {
  /** Horizontal centre and top of the text, in pixels. */
  centerX: number;
  top: number;
  /** Cap height in pixels. */
  size: number;
  color: string;
  strokeWidth?: number;
  opacity?: number;
}

/** Width in pixels of the text at this cap height. */
export function strokeTextWidth(text: string, size: number): number {
  return (textUnits(text) * size) / CELL_HEIGHT;
}

/** One <path> that draws the text in capitals, centred on centerX. */
export function strokeText(text: string, options: StrokeTextOptions): string {
  const scale = options.size / CELL_HEIGHT;
  let x = options.centerX - strokeTextWidth(text, options.size) / 2;
  const parts: string[] = [];
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (glyph) {
      for (const line of glyph.split(';')) {
        const points = line.split(' ').map((pair) => {
          const [gx = 0, gy = 0] = pair.split(',').map(Number);
          return `${round(x + gx * scale)} ${round(options.top + gy * scale)}`;
        });
        parts.push(`M${points.join('L')}`);
      }
    }
    x += ((glyph ? CELL_WIDTH : SPACE_WIDTH) + LETTER_GAP) * scale;
  }
  const width = options.strokeWidth ?? Math.max(1, options.size / 9);
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return `<path d="${parts.join('')}" fill="none" stroke="${options.color}" stroke-width="${round(width)}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`;
}

/** Initials of a name: the first letters of its first and last words ('Amara Okafor' -> 'AO'). */
export function initialsOf(name: string): string {
  const plain = name.replace(/[đĐ]/g, 'D').normalize('NFD').replace(/\p{M}+/gu, '');
  const words = plain.toUpperCase().split(/[^A-Z]+/).filter((w) => w !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return first + last;
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

// The trade's words for what the catalogue's filters hold: grades by their initials,
// colours by their ring numbers, lace by its size and type. Each names the
// catalogue's values it may stand for, first the likeliest; the catalogue in use
// decides which of them exists (a factory may call 613 'Blonde' or 'Blonde 613').

/** Abbreviations and glued spellings, read as the words they stand for. */
export const TRADE_SPELLINGS: Readonly<Record<string, string>> = {
  dd: 'double drawn',
  sdd: 'super double drawn',
  sd: 'single drawn',
  bodywave: 'body wave',
  deepwave: 'deep wave',
  loosewave: 'loose wave',
  waterwave: 'water wave',
  kinkycurly: 'kinky curly',
  bonestraight: 'bone straight',
  silkystraight: 'silky straight',
  hdlace: 'hd lace',
};

/**
 * Colour ring numbers and the colour names (as slugs) each may be filed under, the
 * likeliest first; the number itself last, for a catalogue that names colours by number.
 */
export const COLOUR_CODES: Readonly<Record<string, readonly string[]>> = {
  '1': ['jet-black', 'natural-black', 'black'],
  '1b': ['natural-black', 'off-black', 'black'],
  '2': ['dark-brown', 'brown'],
  '4': ['brown', 'chocolate-brown', 'medium-brown', 'dark-brown'],
  '6': ['light-brown', 'brown'],
  '8': ['ash-brown', 'light-brown', 'brown'],
  '27': ['honey-blonde', 'blonde'],
  '30': ['auburn', 'light-auburn', 'brown'],
  '33': ['dark-auburn', 'auburn', 'red'],
  '60': ['platinum-blonde', 'blonde'],
  '99j': ['burgundy', 'red', 'wine'],
  '350': ['copper', 'ginger', 'red'],
  '613': ['blonde', 'bleach-blonde', 'platinum-blonde'],
  '1b/27': ['ombre-1b-27', 'ombre'],
  '1b/30': ['ombre-1b-30', 'ombre'],
  '1b/613': ['ombre-1b-613', 'ombre'],
  '4/27': ['ombre-4-27', 'ombre'],
};

/** Colour words that are not the catalogue's names: 'natural' alone is the natural black. */
export const COLOUR_NAMES: Readonly<Record<string, readonly string[]>> = {
  natural: ['natural-black', 'natural'],
  'natural colour': ['natural-black', 'natural'],
  'natural color': ['natural-black', 'natural'],
  'jet black': ['jet-black', 'black'],
  'off black': ['off-black', 'natural-black'],
  burgundy: ['burgundy', 'red'],
  'honey blonde': ['honey-blonde', 'blonde'],
  platinum: ['platinum-blonde', 'blonde'],
  ombre: ['ombre'],
};

/** Lace: a size ('13x4') or a type; the filter keeps the products whose texts name it. */
export const LACE_TYPES = ['hd', 'transparent', 'swiss'] as const;
/** Lace sizes in inches: width by depth. */
export const LACE_SIZE = /^(\d{1,2})\s*[x×*]\s*(\d{1,2})$/;

/** A lace filter value as stored: '13x4' for a size in any spelling ('13 x 4', '13X4'), a type's name, or '' when it is neither. */
export function laceFilterValue(item: string): string {
  const text = item.trim().toLowerCase().replace(/\s*lace$/, '');
  const size = LACE_SIZE.exec(text);
  if (size) return `${Number(size[1])}x${Number(size[2])}`;
  return (LACE_TYPES as readonly string[]).includes(text) ? text : '';
}

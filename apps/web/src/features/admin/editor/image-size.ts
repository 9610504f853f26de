// Width and height typed into the editor's image-size panel. They are stored as the
// <img> width/height attributes, which the server's sanitizer keeps: pixels as a
// plain number ('200px' -> '200'), percentages as they are ('50%').

const DIMENSION = /^(\d+(?:\.\d+)?)\s*(px|%)?$/i;

/**
 * The attribute value for what was typed: null clears it ('' or 'auto'),
 * undefined means the text is not a size.
 */
export function parseImageDimension(input: string): string | null | undefined {
  const text = input.trim();
  if (text === '' || text.toLowerCase() === 'auto') return null;
  const match = DIMENSION.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const value = String(amount);
  return match[2] === '%' ? `${value}%` : value;
}

/** A stored attribute shown in the panel's field (numbers read as pixels). */
export function formatImageDimension(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== 'string' || value.trim() === '') return '';
  return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
}

// CSV for spreadsheets (RFC 4180). Writing: fields with a comma, a quote or a line
// break are quoted, quotes doubled, lines end with CRLF. A text that a spreadsheet
// would run as a formula (starting with =, +, -, @, a tab or a carriage return)
// gets a leading apostrophe, so an exported name like '=HYPERLINK(…)' stays text.
// A reader set to another separator (semicolon or tab, or a comma when the field's
// quotes are ignored) splits a field in two, and the part after the separator is a
// cell of its own: so a separator followed (after any spaces) by a formula character
// gets an apostrophe before that character too ('x;=1' is written "'x;'=1"), and
// the field is quoted. A part that starts with anything else is no formula.
// Reading: what spreadsheets write, comma, semicolon or tab separated (a sheet set
// to a decimal comma writes semicolons), UTF-8 with or without the byte-order mark.

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 (Vietnamese names intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator of any reader, then spaces, then a formula character. */
const FORMULA_AFTER_SEPARATOR = /([,;\t]\s*)([=+\-@])/g;

/** The text as no spreadsheet runs it, whatever separator it splits on; `quote` when the field must be quoted for that. */
function neutralised(value: string): { text: string; quote: boolean } {
  const afterSeparator = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  if (afterSeparator !== value) return { text: `'${afterSeparator}`, quote: true };
  return { text: FORMULA_START.test(value) ? `'${value}` : value, quote: false };
}

/** One field: numbers as written, texts neutralised and quoted when needed; null and undefined are empty. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const { text, quote } = neutralised(value);
  return quote || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text, each row ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

// --- reading ---------------------------------------------------------------------

export const CSV_MESSAGES = {
  notText: 'The file is not CSV text: it holds binary data. In a spreadsheet, save it as "CSV UTF-8 (comma delimited)".',
  notUtf8: 'The file is not UTF-8 text. In a spreadsheet, save it as "CSV UTF-8 (comma delimited)".',
  unclosedQuote: (row: number) => `Row ${row}: a quoted field is not closed (a " is missing)`,
} as const;

/** A file that cannot be read as CSV at all. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

// NUL and the other C0 controls (tab, line feed and carriage return aside) never occur in text.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** What a UTF-8 decoder puts in place of bytes that are not UTF-8. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * The text of a CSV file as decoded from UTF-8 (by the browser's File.text() or
 * Node's Buffer.toString), without a leading byte-order mark. Binary data (a
 * workbook renamed .csv) or bytes of another encoding are a CsvError.
 */
export function checkCsvText(decoded: string): string {
  if (BINARY.test(decoded)) throw new CsvError(CSV_MESSAGES.notText);
  if (decoded.includes(REPLACEMENT_CHARACTER)) throw new CsvError(CSV_MESSAGES.notUtf8);
  return decoded.startsWith(CSV_BOM) ? decoded.slice(1) : decoded;
}

const SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof SEPARATORS)[number];

/** The separator of the first line: the one of comma, semicolon and tab that occurs most often outside quotes (comma on a tie). */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return SEPARATORS.reduce((best, sep) => ((counts.get(sep) ?? 0) > (counts.get(best) ?? 0) ? sep : best), ',' as CsvSeparator);
}

/**
 * The records of a CSV text, each a list of fields, in file order. Line breaks
 * may be CRLF, LF or CR, and occur inside quoted fields; a byte-order mark and a
 * final line break are dropped. Characters after a closing quote are kept as
 * written (spreadsheets never write them). A quote left open is a CsvError.
 */
export function parseCsv(input: string, separator: CsvSeparator = detectSeparator(input.replace(CSV_BOM, ''))): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteRow = 0;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteRow = records.length + 1;
    } else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
    }
    i += 1;
  }
  if (quoted) throw new CsvError(CSV_MESSAGES.unclosedQuote(quoteRow));
  // A last line without a line break still ends its record; a final line break adds none.
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** True when a record holds nothing but empty fields (a blank line, or ',,,'). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === '');
}

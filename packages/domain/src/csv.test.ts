import { describe, expect, it } from 'vitest';
import { checkCsvText, CSV_BOM, CSV_MESSAGES, csvField, CsvError, detectSeparator, isBlankRecord, parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields holding a comma, a quote or a line break, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Lan, Hanoi')).toBe('"Lan, Hanoi"');
    expect(csvField('18" Body Wave')).toBe('"18"" Body Wave"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers and booleans as they are and null as empty', () => {
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps texts that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+84 912 345 678')).toBe("'+84 912 345 678");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe(`"'\t'=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps a formula that starts after a separator as text, whichever separator the reader splits on', () => {
    for (const separator of [',', ';', '\t']) {
      for (const trigger of ['=', '+', '-', '@']) {
        expect(csvField(`abc${separator}${trigger}HYPERLINK(1)`)).toBe(`"'abc${separator}'${trigger}HYPERLINK(1)"`);
        expect(csvField(`abc${separator} ${trigger}1`)).toBe(`"'abc${separator} '${trigger}1"`);
        // Read back with either of the other separators, no field starts with a formula character.
        for (const reader of [',', ';', '\t'] as const) {
          for (const field of parseCsv(csvField(`x${separator}${trigger}1`), reader)[0]!.flatMap((f) => f.split(reader))) expect(field.trimStart()).not.toMatch(/^[=+\-@]/);
        }
      }
    }
    expect(csvField('abc;=HYPERLINK("http://evil.example")')).toBe(`"'abc;'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('x,+1')).toBe(`"'x,'+1"`);
    expect(csvField('a\t@SUM(A1)')).toBe(`"'a\t'@SUM(A1)"`);
    expect(csvField('=1;-2')).toBe(`"'=1;'-2"`);
  });

  it('leaves separators followed by plain text as they were', () => {
    expect(csvField('Lan; Hanoi')).toBe('Lan; Hanoi');
    expect(csvField('a\tb')).toBe('a\tb');
    expect(csvField('2-3 weeks, by sea')).toBe('"2-3 weeks, by sea"');
  });

  it('ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, null]])).toBe('a,b\r\n1,\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('parseCsv', () => {
  it('reads plain records, with or without a final line break', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
    expect(parseCsv('a,b,c\n1,2,3')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
  });

  it('reads CRLF, LF and CR line breaks alike', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual([['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
  });

  it('drops the byte-order mark Excel writes', () => {
    expect(parseCsv(`${CSV_BOM}product_slug,price\r\nx,1\r\n`)).toEqual([['product_slug', 'price'], ['x', '1']]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'name,price\r\n"Bundle, 22"" Body Wave",45\r\n"Two\r\nlines",46\r\n"",47\r\n';
    expect(parseCsv(text)).toEqual([['name', 'price'], ['Bundle, 22" Body Wave', '45'], ['Two\r\nlines', '46'], ['', '47']]);
  });

  it('keeps empty fields, at the ends too', () => {
    expect(parseCsv(',a,,\r\n')).toEqual([['', 'a', '', '']]);
  });

  it('reads semicolon and tab separated files (spreadsheets set to a decimal comma)', () => {
    expect(parseCsv('slug;price\r\nx;"45,50"\r\n')).toEqual([['slug', 'price'], ['x', '45,50']]);
    expect(parseCsv('slug\tprice\nx\t45')).toEqual([['slug', 'price'], ['x', '45']]);
  });

  it('refuses a quote left open, naming its row', () => {
    expect(() => parseCsv('a,b\r\n1,"2\r\n3,4\r\n')).toThrow(new CsvError(CSV_MESSAGES.unclosedQuote(2)));
  });

  it('keeps a quote inside an unquoted field as written', () => {
    expect(parseCsv('22" wave,1')).toEqual([['22" wave', '1']]);
  });
});

describe('detectSeparator', () => {
  it('picks the separator of the first line, ignoring quoted text and later lines', () => {
    expect(detectSeparator('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectSeparator('a;b;"c,d,e"\n')).toBe(';');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });
});

describe('isBlankRecord', () => {
  it('is true for empty and whitespace-only records', () => {
    expect(isBlankRecord([''])).toBe(true);
    expect(isBlankRecord(['', ' ', ''])).toBe(true);
    expect(isBlankRecord(['', 'x'])).toBe(false);
  });
});

describe('checkCsvText', () => {
  it('answers the text without its byte-order mark', () => {
    expect(checkCsvText(`${CSV_BOM}a,b\r\n`)).toBe('a,b\r\n');
    expect(checkCsvText('a\tb\n')).toBe('a\tb\n');
  });

  it('refuses binary data and text that was not UTF-8', () => {
    expect(() => checkCsvText('PK\u0003\u0004workbook')).toThrow(CSV_MESSAGES.notText);
    expect(() => checkCsvText('T\uFFFDc Vi\uFFFDt')).toThrow(CSV_MESSAGES.notUtf8);
  });
});

describe('reading what is written', () => {
  it('gives back the same fields, commas, quotes, line breaks and accents included', () => {
    const records = [
      ['product_slug', 'product_name', 'price'],
      ['a', 'Bundle, 22" "Body" Wave\r\nsecond line', '45.00'],
      ['b', 'Tóc Việt Nam; loại 1', ''],
    ];
    expect(parseCsv(CSV_BOM + toCsv(records))).toEqual(records);
  });

  it('gives back a neutralised formula as the text a spreadsheet shows', () => {
    expect(parseCsv(toCsv([['=cmd|"/c calc"!A0', -5]]))).toEqual([["'=cmd|\"/c calc\"!A0", '-5']]);
  });
});

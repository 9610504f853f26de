import { describe, expect, it } from 'vitest';
import { blocksToHtml, htmlToText, plainTextToHtml, readContentBlocks } from './rich-text';

describe('html helpers', () => {
  it('escapes text into paragraphs', () => {
    expect(plainTextToHtml('a\r\nb\n\n\n<c>')).toBe('<p>a<br>b</p><p>&lt;c&gt;</p>');
    expect(plainTextToHtml('   ')).toBe('');
  });

  it('extracts text from html', () => {
    expect(htmlToText('<script>x()</script><p>A&nbsp;B</p><br/>C')).toBe('A B C');
  });

  it('reads block lists tolerantly', () => {
    expect(readContentBlocks('<p>x</p>')).toEqual([{ type: 'html', html: '<p>x</p>' }]);
    expect(readContentBlocks({ type: 'markdown', markdown: 'm' })).toEqual([{ type: 'markdown', markdown: 'm' }]);
    expect(readContentBlocks('[1,2,{"html":"h"}]')).toEqual([{ type: 'html', html: 'h' }]);
    expect(readContentBlocks('[oops')).toEqual([{ type: 'html', html: '[oops' }]);
    expect(readContentBlocks(5)).toEqual([]);
    expect(blocksToHtml([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { chipsHeading, listChips, listSearchHref, textWithout } from './search-chips';

const counts = { texture: [{ value: 'body-wave', label: 'Body Wave', count: 3 }] };

describe('the chips above the list', () => {
  it('names the URL filters and what the search read, each with the list without it', () => {
    const chips = listChips({ texture: 'body-wave', lace: '13x4', q: 'frontal 22 inch' }, [{ facet: 'length', value: '22', label: '22"', typed: '22 inch' }], counts);
    expect(chips.map((chip) => chip.label)).toEqual(['Body Wave', '13x4 lace', '22"']);
    expect(chips.map((chip) => listSearchHref('', chip.without))).toEqual([
      '/products?q=frontal+22+inch&lace=13x4',
      '/products?q=frontal+22+inch&texture=body-wave',
      '/products?q=frontal&texture=body-wave&lace=13x4',
    ]);
    expect(chipsHeading(chips)).toBe('Body Wave · 22" · 13x4 lace');
  });

  it('shows a value the URL and the search both name once', () => {
    const chips = listChips({ texture: 'body-wave', q: 'body wave' }, [{ facet: 'texture', value: 'body-wave', label: 'Body Wave', typed: 'body wave' }], counts);
    expect(chips).toHaveLength(1);
  });

  it('takes the typed words out of the search text, whatever their case', () => {
    expect(textWithout('Body Wave 22 inch DD', 'body wave')).toBe('22 inch DD');
    expect(textWithout('wavy', 'zz')).toBe('wavy');
  });

  it('keeps a category in the path', () => {
    expect(listSearchHref('hair-weave', { length: 22 })).toBe('/products/hair-weave?length=22');
    expect(listSearchHref('', {})).toBe('/products');
  });
});

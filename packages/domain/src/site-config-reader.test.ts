import { describe, expect, it } from 'vitest';
import { readCategories } from './categories';
import { OFFICE_HOURS } from './constants';
import { parseSectionConfig } from './schemas/site-config';
import { readSectionConfig } from './site-config-reader';
import { defaultValueDescription } from './about-content';

describe('readSectionConfig', () => {
  it('reads what the section schemas store exactly as they stored it', () => {
    const stored = {
      hero: { title: 'Hair', subtitle: 'Factory', cta_text: 'Shop', cta_link: '/products', images: ['/a.webp', { url: '/b.webp', alt: 'B' }], legacy: 1 },
      product_showcase: { title: 'BEST', view_all_text: 'All', view_all_link: '/products', buy_now_text: 'BUY' },
      stats: { stats: [{ value: '15+', label: 'Years' }] },
      partners: { title: 'Partners', partners: [{ id: 'p1', name: 'Salon', image: '/p.webp', url: '#' }] },
      product_detail: { length: '12"', qualityGrade: '12A', hairMaterial: 'Human hair', cardNote: 'Note', howto_blocks: [{ type: 'html', html: '<p>Buy</p>' }] },
      product_categories: { categories: [{ value: 'wigs', label: 'Wigs', parent: null }, { value: 'lace', label: 'Lace', parent: 'wigs' }] },
      mission: { text: 'Quality hair' },
      values: { values: [{ name: 'Integrity', description: 'Honest' }, { name: 'Craft', description: 'By hand' }] },
      contact: { whatsapp: '+84 912', email: 'sales@shop.vn', address: 'Hanoi', tagline: 'Hair', time_zone: 'Hanoi time', socials: [{ name: 'Zalo', url: 'https://zalo.me/1' }], office_hours: [{ days: 'Mon', hours: '9–5' }] },
      team: { members: [{ name: 'Lan', title: 'Founder', bio: 'Opened the workshop', photo: '/uploads/lan.webp' }] },
      about_figures: { figures: [{ value: '2009', label: 'Founded' }] },
    } as const;
    for (const [section, config] of Object.entries(stored) as [keyof typeof stored, Record<string, unknown>][]) {
      const written = parseSectionConfig(section, config);
      expect(written.success, section).toBe(true);
      expect(readSectionConfig(section, written.data), section).toEqual(written.data);
    }
  });

  it('keeps the readable fields of a broken config instead of dropping the section', () => {
    expect(readSectionConfig('hero', { title: 7, subtitle: null, images: ['/a.webp', { alt: 'no url' }, 3] })).toEqual({ title: '7', subtitle: undefined, cta_text: undefined, cta_link: undefined, images: ['/a.webp'] });
    expect(readSectionConfig('stats', { stats: 'broken' })).toEqual({ stats: [] });
    expect(readSectionConfig('partners', { partners: [{ name: 'No id' }, { id: 4, name: 'Four' }] })).toEqual({ title: undefined, partners: [{ id: '4', name: 'Four', image: '', url: '' }] });
    expect(readSectionConfig('contact', { whatsapp: 'call me', email: 'sales@' })).toMatchObject({ whatsapp: '', email: '', socials: [], office_hours: OFFICE_HOURS });
    expect(readSectionConfig('product_detail', { howto_blocks: 'Plain text' })).toMatchObject({ howto_blocks: [{ type: 'html', html: 'Plain text' }] });
  });

  it('drops links and images that a page must not follow (stored before links were checked)', () => {
    expect(readSectionConfig('hero', { cta_text: 'Go', cta_link: 'javascript:alert(1)', images: ['javascript:x', { url: 'data:text/html,x' }, '/ok.webp'] })).toMatchObject({
      cta_link: undefined,
      images: ['/ok.webp'],
    });
    expect(readSectionConfig('product_showcase', { view_all_link: 'data:text/html,<script>x</script>' })).toMatchObject({ view_all_link: undefined });
    expect(readSectionConfig('partners', { partners: [{ id: '1', name: 'P', image: 'javascript:x', url: 'java\tscript:alert(1)' }] })).toMatchObject({
      partners: [{ id: '1', name: 'P', image: '', url: '' }],
    });
    expect(readSectionConfig('contact', { socials: [{ name: 'X', url: 'vbscript:x' }, { name: 'Zalo', url: 'https://zalo.me/1' }] })).toMatchObject({
      socials: [{ name: 'X', url: '' }, { name: 'Zalo', url: 'https://zalo.me/1' }],
    });
  });

  it('gives null for a config that is not an object, a blank mission or no values', () => {
    expect(readSectionConfig('hero', 'broken')).toBeNull();
    expect(readSectionConfig('hero', [])).toBeNull();
    expect(readSectionConfig('mission', { text: '  ' })).toBeNull();
    expect(readSectionConfig('mission', { text: ' Ours ' })).toEqual({ text: 'Ours' });
    expect(readSectionConfig('values', { values: ['', ' ', 3] })).toBeNull();
    expect(readSectionConfig('values', { values: [' Craft ', ''] })).toEqual({ values: [{ name: 'Craft', description: '' }] });
  });

  it('reads a value given as its plain name (the spec shape), with the default line of a known name', () => {
    expect(readSectionConfig('values', { values: ['Integrity', { name: ' Craft ', description: ' By hand ' }, { description: 'No name' }, 7] })).toEqual({
      values: [
        { name: 'Integrity', description: defaultValueDescription('Integrity') },
        { name: 'Craft', description: 'By hand' },
      ],
    });
    expect(defaultValueDescription('integrity')).toMatch(/^Honest grading/);
  });

  it('names the office time zone when the contact section has none', () => {
    expect(readSectionConfig('contact', {})).toMatchObject({ time_zone: 'Vietnam time, UTC+7' });
    expect(readSectionConfig('contact', { time_zone: '  ' })).toMatchObject({ time_zone: 'Vietnam time, UTC+7' });
  });

  it('keeps team members with a name and figures with a value or label', () => {
    expect(readSectionConfig('team', { members: [{ name: ' Lan ', title: 3, photo: 'javascript:x' }, { title: 'No name' }, 'junk'] })).toEqual({
      members: [{ name: 'Lan', title: '3', bio: '', photo: '' }],
    });
    expect(readSectionConfig('team', { members: [] })).toEqual({ members: [] });
    expect(readSectionConfig('about_figures', { figures: [{ value: 2009, label: 'Founded' }, { value: ' ', label: '' }] })).toEqual({
      figures: [{ value: '2009', label: 'Founded' }],
    });
  });
});

describe('readCategories', () => {
  it('drops unusable items, keeps the first of a repeated value and clears missing or cyclic parents', () => {
    expect(
      readCategories([
        { value: ' wigs ', label: 'Wigs', parent: '' },
        { value: 'wigs', label: 'Again', parent: null },
        { value: 'lace', label: ' ' },
        { value: 'a', label: 'A', parent: 'b' },
        { value: 'b', label: 'B', parent: 'a' },
        { value: 'c', label: 'C', parent: 'gone' },
        'junk',
      ]),
    ).toEqual([
      { value: 'wigs', label: 'Wigs', parent: null },
      { value: 'a', label: 'A', parent: null },
      { value: 'b', label: 'B', parent: null },
      { value: 'c', label: 'C', parent: null },
    ]);
    expect(readCategories('broken')).toEqual([]);
  });
});

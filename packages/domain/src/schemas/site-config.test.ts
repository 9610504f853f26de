import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_SECTIONS } from '../constants';
import { MESSAGES } from '../messages';
import {
  contactConfigSchema,
  heroConfigSchema,
  isSiteConfigSection,
  missionConfigSchema,
  parseSectionConfig,
  partnersConfigSchema,
  productDetailConfigSchema,
  productShowcaseConfigSchema,
  SITE_CONFIG_SCHEMAS,
  siteConfigRecordSchema,
  siteConfigSectionSchema,
  siteConfigUpdateSchema,
  statsConfigSchema,
  valuesConfigSchema,
} from './site-config';
import { heroHasCta, heroImageParts, partnerHasLink, whatsappDigits } from '../site-config-reader';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('hero', () => {
  it('accepts string and {url, alt} images and keeps extra keys', () => {
    const config = {
      title: 'Vietnamese Hair',
      subtitle: 'Factory prices',
      cta_text: 'Shop',
      cta_link: '/products',
      images: ['/uploads/a.webp', { url: 'https://x.co/b.webp', alt: 'B', focus: 'top' }],
      legacy: true,
    };
    expect(heroConfigSchema.parse(config)).toEqual(config);
    expect(heroConfigSchema.parse({})).toEqual({ images: [] });
    expect(heroConfigSchema.safeParse({ images: [{ alt: 'no url' }] }).success).toBe(false);
    expect(heroConfigSchema.safeParse({ images: 'a.webp' }).success).toBe(false);
    expect(heroConfigSchema.parse({ title: null }).title).toBeUndefined();
  });

  it('reads image parts and the CTA rule', () => {
    expect(heroImageParts('a.webp')).toEqual({ url: 'a.webp', alt: '' });
    expect(heroImageParts({ url: 'b', alt: 'B' })).toEqual({ url: 'b', alt: 'B' });
    expect(heroImageParts({ url: 5 })).toEqual({ url: '', alt: '' });
    expect(heroImageParts(null)).toEqual({ url: '', alt: '' });
    expect(heroHasCta({ cta_text: 'Shop', cta_link: '/p' })).toBe(true);
    expect(heroHasCta({ cta_text: 'Shop', cta_link: '  ' })).toBe(false);
    expect(heroHasCta({ cta_text: '', cta_link: '/p' })).toBe(false);
    expect(heroHasCta(null)).toBe(false);
    expect(heroHasCta(undefined)).toBe(false);
  });
});

describe('showcase, stats, partners, product detail', () => {
  it('reads the showcase', () => {
    const c = { title: 'T', view_all_text: 'V', view_all_link: '/products', buy_now_text: 'BUY NOW' };
    expect(productShowcaseConfigSchema.parse(c)).toEqual(c);
    expect(productShowcaseConfigSchema.safeParse({ title: {} }).success).toBe(false);
  });

  it('reads stats, turning numbers into text', () => {
    expect(statsConfigSchema.parse({ stats: [{ value: 98, label: 'Satisfaction' }, { value: '24/7' }] })).toEqual({
      stats: [
        { value: '98', label: 'Satisfaction' },
        { value: '24/7', label: '' },
      ],
    });
    expect(statsConfigSchema.parse({})).toEqual({ stats: [] });
  });

  it('reads partners and needs their id', () => {
    expect(partnersConfigSchema.parse({ title: 'P', partners: [{ id: 1, name: 'A' }] })).toEqual({
      title: 'P',
      partners: [{ id: '1', name: 'A', image: '', url: '' }],
    });
    expect(msgs(partnersConfigSchema.safeParse({ partners: [{ name: 'A' }] }))).toEqual(['Partner id is required']);
    expect(partnerHasLink('https://x.co')).toBe(true);
    for (const u of ['', ' ', '#', ' # ', null, undefined, 3]) expect(partnerHasLink(u)).toBe(false);
  });

  it('reads product-detail defaults with blocks and legacy strings', () => {
    const c = {
      length: '8 to 30 inches',
      qualityGrade: 'Double',
      hairMaterial: 'Human',
      howto_blocks: [{ type: 'html', html: '<ol></ol>' }],
      warranty_blocks: '[{"type":"html","html":"<p>w</p>"}]',
      qa: '<p>soon</p>',
    };
    expect(productDetailConfigSchema.parse(c)).toEqual({
      ...c,
      warranty_blocks: [{ type: 'html', html: '<p>w</p>' }],
    });
    expect(productDetailConfigSchema.parse({})).toEqual({});
  });
});

describe('mission and values', () => {
  it("requires mission text with 'Mission text is required'", () => {
    expect(missionConfigSchema.parse({ text: '  We make hair.  ' })).toEqual({ text: 'We make hair.' });
    for (const text of ['', '   ', undefined, null, 5]) {
      expect(msgs(missionConfigSchema.safeParse({ text }))).toEqual([MESSAGES.missionRequired]);
    }
  });

  it("drops empty values, then requires one with 'At least one value is required'", () => {
    expect(valuesConfigSchema.parse({ values: [' Integrity ', '', '  ', 'Excellence', 7] })).toEqual({
      values: ['Integrity', 'Excellence'],
    });
    for (const values of [[], ['', ' '], undefined, null, 'Integrity']) {
      expect(msgs(valuesConfigSchema.safeParse({ values }))).toEqual([MESSAGES.valuesRequired]);
    }
  });
});

describe('contact', () => {
  it('fills defaults including the office hours', () => {
    expect(contactConfigSchema.parse({})).toEqual({
      whatsapp: '',
      email: '',
      address: '',
      tagline: '',
      bank_details: '',
      socials: [],
      office_hours: [
        { days: 'Mon–Fri', hours: '9:00–20:00' },
        { days: 'Sat–Sun', hours: '10:00–18:00' },
      ],
    });
  });

  it('validates phone and e-mail', () => {
    expect(contactConfigSchema.parse({ whatsapp: '+84 (0) 912-345-678', email: ' sales@hair.vn ' })).toMatchObject({
      whatsapp: '+84 (0) 912-345-678',
      email: 'sales@hair.vn',
    });
    expect(msgs(contactConfigSchema.safeParse({ whatsapp: 'call me' }))).toEqual([MESSAGES.invalidPhone]);
    expect(msgs(contactConfigSchema.safeParse({ email: 'nope' }))).toEqual([MESSAGES.invalidEmail]);
    expect(contactConfigSchema.parse({ whatsapp: 84912345678 }).whatsapp).toBe('84912345678');
    expect(whatsappDigits('+84 (0) 912-345-678')).toBe('840912345678');
    expect(whatsappDigits(null)).toBe('');
  });
});

describe('records and section dispatch', () => {
  it('has a schema for every section', () => {
    expect(Object.keys(SITE_CONFIG_SCHEMAS).sort()).toEqual([...SITE_CONFIG_SECTIONS].sort());
    expect(siteConfigSectionSchema.parse('hero')).toBe('hero');
    expect(msgs(siteConfigSectionSchema.safeParse('villa'))).toEqual([MESSAGES.sectionUnknown]);
    expect(isSiteConfigSection('stats')).toBe(true);
    expect(isSiteConfigSection('__proto__')).toBe(false);
    expect(isSiteConfigSection(null)).toBe(false);
  });

  it('parses a config by section', () => {
    const ok = parseSectionConfig('values', { values: ['A', ''] });
    expect(ok.success && ok.data).toEqual({ values: ['A'] });
    expect(parseSectionConfig('mission', {}).success).toBe(false);
    const unknown = parseSectionConfig('penthouse', {});
    expect(msgs(unknown)).toEqual([MESSAGES.sectionUnknown]);
    expect(parseSectionConfig('constructor', {}).success).toBe(false);
    expect(parseSectionConfig('hero', null).success).toBe(false);
    expect(parseSectionConfig('product_categories', { categories: [{ value: 'a', label: 'A', parent: null }] }).success).toBe(true);
  });

  it('describes records and update bodies', () => {
    const rec = { id: '1', section: 'hero', title: null, config: { title: 'x' } };
    expect(siteConfigRecordSchema.parse(rec)).toEqual(rec);
    expect(siteConfigRecordSchema.safeParse({ ...rec, config: [] }).success).toBe(false);
    expect(siteConfigUpdateSchema.parse({ config: { text: 'x' }, title: 'Our Mission' })).toEqual({
      config: { text: 'x' },
      title: 'Our Mission',
    });
    expect(siteConfigUpdateSchema.parse({ config: {}, title: '' })).toEqual({ config: {}, title: null });
    for (const config of [null, [], 'x', 5, undefined]) {
      expect(msgs(siteConfigUpdateSchema.safeParse({ config }))).toEqual(['config must be an object']);
    }
  });
});

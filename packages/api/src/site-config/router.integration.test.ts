import { BUILT_IN_CATEGORIES, DEFAULT_ABOUT_FIGURES, DEFAULT_SHOWCASE, DEFAULT_TEAM, DEFAULT_STATS, DEFAULT_VALUES, PRODUCT_DETAIL_DEFAULTS, SITE_CONFIG_SECTIONS } from '@hair/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../db/schema';
import { HOSTILE_HTML, NOT_ADMIN, NOT_AUTHENTICATED, failure, isClean, useTestApi } from '../testing';

const { env, callers } = useTestApi();

const storedRow = async (section: string) => (await env.deps.db.select().from(siteConfig).where(eq(siteConfig.section, section)))[0];

const LINK = 'Link must start with https://, http://, mailto:, tel:, whatsapp:, / (a page of this site) or #';
const IMAGE = 'Image URL must be an https:// or http:// address, a path of this site, or image data';

describe('siteConfig.list and siteConfig.get', () => {
  it('answers every section in order with its default while nothing is stored', async () => {
    const list = await callers.anon.siteConfig.list();
    expect(list.map((r) => r.section)).toEqual([...SITE_CONFIG_SECTIONS]);
    expect(list.every((r) => r.id === null)).toBe(true);
    const bySection = Object.fromEntries(list.map((r) => [r.section, r]));
    expect(bySection.product_showcase?.config).toEqual(DEFAULT_SHOWCASE);
    expect(bySection.stats?.config).toEqual({ stats: DEFAULT_STATS });
    expect(bySection.product_detail?.config).toEqual(PRODUCT_DETAIL_DEFAULTS);
    expect(bySection.product_categories?.config).toEqual({ categories: BUILT_IN_CATEGORIES });
    expect(bySection.values).toEqual({ id: null, section: 'values', title: 'Our Values', config: { values: DEFAULT_VALUES } });
    expect(bySection.mission?.title).toBe('Our Mission');
    expect(bySection.contact?.config).toMatchObject({
      office_hours: [{ days: 'Mon–Fri', hours: '9:00–20:00' }, { days: 'Sat–Sun', hours: '10:00–18:00' }],
      time_zone: 'Vietnam time, UTC+7',
    });
    expect(bySection.team).toEqual({ id: null, section: 'team', title: 'Meet the Team', config: { members: DEFAULT_TEAM } });
    expect(bySection.about_figures).toEqual({ id: null, section: 'about_figures', title: 'The factory in figures', config: { figures: DEFAULT_ABOUT_FIGURES } });
    // The empty site's home statistics and About figures name the same years in business.
    expect(DEFAULT_ABOUT_FIGURES.find((f) => f.label === 'Years in business')?.value).toBe(DEFAULT_STATS.find((s) => s.label === 'Years')?.value);
  });

  it('answers one section, stored or default', async () => {
    expect(await callers.anon.siteConfig.get({ section: 'hero' })).toEqual({ id: null, section: 'hero', title: null, config: { images: [] } });
    await callers.admin.siteConfig.update({ section: 'hero', title: 'Hero', config: { title: 'Vietnamese hair', images: ['/a.webp', { url: '/b.webp', alt: 'B' }] } });
    expect(await callers.anon.siteConfig.get({ section: 'hero' })).toEqual({
      id: expect.any(String), section: 'hero', title: 'Hero', config: { title: 'Vietnamese hair', images: ['/a.webp', { url: '/b.webp', alt: 'B' }] },
    });
    const hero = (await callers.anon.siteConfig.list()).find((r) => r.section === 'hero');
    expect(hero?.id).toEqual(expect.any(String));
  });

  it('answers 400 naming section for an unknown section', async () => {
    expect(await failure(callers.anon.siteConfig.get({ section: 'footer' as never }))).toEqual({ code: 'BAD_REQUEST', message: 'section: Unknown site config section' });
  });
});

describe('siteConfig.update', () => {
  it('creates the row, then replaces its config and keeps the title when none is sent', async () => {
    const first = await callers.admin.siteConfig.update({ section: 'mission', config: { text: '  We braid quality.  ' } });
    expect(first).toEqual({ id: expect.any(String), section: 'mission', title: 'Our Mission', config: { text: 'We braid quality.' } });
    const second = await callers.admin.siteConfig.update({ section: 'mission', title: 'Mission', config: { text: 'Second' } });
    expect(second).toEqual({ id: first.id, section: 'mission', title: 'Mission', config: { text: 'Second' } });
    const third = await callers.admin.siteConfig.update({ section: 'mission', config: { text: 'Third' } });
    expect(third.title).toBe('Mission');
    expect(await storedRow('mission')).toMatchObject({ id: first.id, title: 'Mission', config: { text: 'Third' } });
    expect((await callers.admin.siteConfig.update({ section: 'mission', title: '', config: { text: 'Third' } })).title).toBeNull();
  });

  it('drops empty values and keeps unknown keys of a section', async () => {
    const saved = await callers.admin.siteConfig.update({ section: 'values', config: { values: ['Integrity', ' ', 'Excellence '], layout: 'grid' } });
    expect(saved.config).toEqual({ values: ['Integrity', 'Excellence'], layout: 'grid' });
  });

  it('takes values as plain names (the plain shape) or with a description, storing a value without one as its name', async () => {
    const saved = await callers.admin.siteConfig.update({
      section: 'values',
      config: { values: ['Integrity', { name: ' Craft ', description: ' Sorted by hand. ' }, { name: 'Speed', description: '' }, { name: ' ', description: ' ' }] },
    });
    expect(saved.config).toEqual({ values: ['Integrity', { name: 'Craft', description: 'Sorted by hand.' }, 'Speed'] });
    expect((await storedRow('values'))?.config).toEqual(saved.config);
  });

  it('stores the team and the About figures', async () => {
    const members = [
      { name: ' Lan ', title: 'Founder', bio: 'Opened the workshop.', photo: '/uploads/site-config/team-1.webp' },
      { name: 'Đức', title: '', bio: '', photo: '' },
    ];
    const team = await callers.admin.siteConfig.update({ section: 'team', config: { members } });
    expect(team).toMatchObject({ title: 'Meet the Team', config: { members: [{ ...members[0], name: 'Lan' }, members[1]] } });
    const figures = await callers.admin.siteConfig.update({ section: 'about_figures', config: { figures: [{ value: 2009, label: 'Founded' }, { value: ' 45+ ', label: 'Countries' }] } });
    expect(figures).toMatchObject({ title: 'The factory in figures', config: { figures: [{ value: '2009', label: 'Founded' }, { value: '45+', label: 'Countries' }] } });
    expect((await storedRow('about_figures'))?.config).toEqual(figures.config);
  });

  it.each([
    ['values', { values: [{ description: 'No name' }] }, 'config.values.0.name: Value name is required'],
    ['values', { values: [42, null] }, 'config.values: At least one value is required'],
    ['values', { values: ['V'.repeat(201)] }, 'config.values.0.name: Value name must be at most 200 characters'],
    ['values', { values: [{ name: 'Craft', description: 'D'.repeat(1001) }] }, 'config.values.0.description: Value description must be at most 1000 characters'],
    ['values', { values: 'Integrity' }, 'config.values: At least one value is required'],
    ['team', { members: [{ title: 'Founder' }] }, 'config.members.0.name: Team member name is required'],
    ['team', { members: [{ name: 'Lan', photo: 'javascript:alert(1)' }] }, `config.members.0.photo: ${IMAGE}`],
    ['team', { members: [{ name: 'Lan', bio: 'B'.repeat(1001) }] }, 'config.members.0.bio: Bio must be at most 1000 characters'],
    ['team', { members: Array.from({ length: 25 }, (_, i) => ({ name: `M${i}` })) }, 'config.members: At most 24 team members'],
    ['about_figures', { figures: [{ value: ' ', label: 'Countries' }] }, 'config.figures.0.value: Figure value is required'],
    ['about_figures', { figures: [{ value: '40+' }] }, 'config.figures.0.label: Figure label is required'],
    ['about_figures', { figures: [{ value: '4'.repeat(21), label: 'Countries' }] }, 'config.figures.0.value: Figure value must be at most 20 characters'],
    ['about_figures', { figures: Array.from({ length: 9 }, () => ({ value: '1', label: 'One' })) }, 'config.figures: At most 8 figures'],
    ['contact', { time_zone: 'Z'.repeat(61) }, 'config.time_zone: Time zone must be at most 60 characters'],
    ['contact', { bank_details: 'B'.repeat(1001) }, 'config.bank_details: Bank details must be at most 1000 characters'],
    ['mission', { text: ' ' }, 'config.text: Mission text is required'],
    ['mission', {}, 'config.text: Mission text is required'],
    ['values', { values: ['', '  '] }, 'config.values: At least one value is required'],
    ['contact', { email: 'not-an-email' }, 'config.email: Invalid email address'],
    ['contact', { whatsapp: 'call me' }, 'config.whatsapp: Invalid phone number'],
    ['partners', { partners: [{ name: 'No id' }] }, 'config.partners.0.id: Partner id is required'],
    ['product_categories', { categories: [{ value: 'a', label: '' }] }, 'config.categories.0.label: Label required'],
    ['product_categories', { categories: [{ value: 'a', label: 'A' }, { value: 'a', label: 'A again' }] }, 'config.categories.1.value: Duplicate category value: a'],
    ['product_categories', { categories: [{ value: 'a', label: 'A', parent: 'ghost' }] }, 'config.categories.0.parent: Parent category not found: ghost'],
    ['product_categories', { categories: [{ value: 'a', label: 'A', parent: 'a' }] }, 'config.categories.0.parent: Category parent cycle: a'],
    ['hero', { cta_text: 'Go', cta_link: 'javascript:alert(1)' }, `config.cta_link: ${LINK}`],
    ['hero', { cta_link: 'data:text/html,<script>alert(1)</script>' }, `config.cta_link: ${LINK}`],
    ['hero', { images: [{ url: 'javascript:alert(1)', alt: 'x' }] }, `config.images.0.url: ${IMAGE}`],
    ['hero', { title: 'T'.repeat(5001) }, 'config.title: Text must be at most 5000 characters'],
    ['product_showcase', { view_all_link: 'vbscript:msgbox(1)' }, `config.view_all_link: ${LINK}`],
    ['partners', { partners: [{ id: 'p1', name: 'P', url: 'java\tscript:alert(1)' }] }, `config.partners.0.url: ${LINK}`],
    ['partners', { partners: [{ id: 'p1', name: 'P', image: 'javascript:alert(1)' }] }, `config.partners.0.image: ${IMAGE}`],
    ['contact', { socials: [{ name: 'Facebook', url: '//evil.example' }] }, `config.socials.0.url: ${LINK}`],
    ['mission', { text: 'M'.repeat(10_001) }, 'config.text: Mission text must be at most 10000 characters'],
    [
      'product_categories',
      { categories: [{ value: 'a', label: 'A', parent: 'b' }, { value: 'b', label: 'B', parent: 'a' }] },
      'config.categories.0.parent: Category parent cycle: a; config.categories.1.parent: Category parent cycle: b',
    ],
  ] as const)('answers 400 naming the field for %s %j and stores nothing', async (section, config, message) => {
    await env.deps.db.delete(siteConfig).where(eq(siteConfig.section, section));
    expect(await failure(callers.admin.siteConfig.update({ section, config }))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await storedRow(section)).toBeUndefined();
  });

  it('stores the bank details as plain text with their lines, markup removed, for admins only', async () => {
    const config = { bank_details: '  Vietcombank <b>Hà Nội</b>\r\nAccount 0011 0012 3456\n\n\n\nSWIFT BFTVVNVX<script>x</script>  ' };
    expect(await failure(callers.user.siteConfig.update({ section: 'contact', config }))).toEqual(NOT_ADMIN);
    expect(await storedRow('contact')).toBeUndefined();
    await callers.admin.siteConfig.update({ section: 'contact', config });
    const stored = 'Vietcombank Hà Nội\nAccount 0011 0012 3456\n\nSWIFT BFTVVNVXx';
    expect((await storedRow('contact'))?.config).toMatchObject({ bank_details: stored });
    expect((await callers.anon.siteConfig.get({ section: 'contact' })).config).toMatchObject({ bank_details: stored });
  });

  it('takes links to the web, mail, phone, WhatsApp and pages of this site', async () => {
    const partners = [
      { id: 'a', name: 'A', url: 'https://a.example', image: '/uploads/site-config/a.webp' },
      { id: 'b', name: 'B', url: 'mailto:b@example.com', image: '' },
      { id: 'c', name: 'C', url: 'tel:+84912345678', image: '' },
      { id: 'd', name: 'D', url: 'whatsapp://send?phone=84912345678', image: '' },
      { id: 'e', name: 'E', url: '/partners', image: '' },
      { id: 'f', name: 'F', url: '#', image: '' },
    ];
    const saved = await callers.admin.siteConfig.update({ section: 'partners', config: { partners } });
    expect((saved.config as { partners: unknown[] }).partners).toEqual(partners);
  });

  it('answers 400 when config is not an object or the section is unknown', async () => {
    expect(await failure(callers.admin.siteConfig.update({ section: 'hero', config: 'x' as never }))).toEqual({ code: 'BAD_REQUEST', message: 'config: config must be an object' });
    expect(await failure(callers.admin.siteConfig.update({ section: 'footer' as never, config: {} }))).toEqual({ code: 'BAD_REQUEST', message: 'section: Unknown site config section' });
  });

  it('stores a valid category tree', async () => {
    const categories = [
      { value: 'hair-weave', label: 'Hair Weave', parent: null },
      { value: 'deep-wave', label: 'Deep Wave', parent: 'hair-weave' },
      { value: 'deep-wave-16', label: '16 inch', parent: 'deep-wave' },
    ];
    const saved = await callers.admin.siteConfig.update({ section: 'product_categories', config: { categories } });
    expect(saved.config).toEqual({ categories });
  });

  it('sanitizes the html of product_detail strings and blocks', async () => {
    const saved = await callers.admin.siteConfig.update({
      section: 'product_detail',
      config: {
        length: '8 to 30 inches',
        howto: HOSTILE_HTML,
        warranty: HOSTILE_HTML,
        qa: HOSTILE_HTML,
        howto_blocks: [{ type: 'html', html: HOSTILE_HTML }],
        warranty_blocks: [HOSTILE_HTML],
        qa_blocks: [{ type: 'html', data: { html: HOSTILE_HTML } }],
      },
    });
    expect(isClean(saved.config)).toBe(true);
    expect(isClean((await storedRow('product_detail'))?.config)).toBe(true);
    expect(saved.config).toMatchObject({
      length: '8 to 30 inches',
      howto: '<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>',
      howto_blocks: [{ type: 'html', html: '<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>' }],
    });
  });

  it('is refused to anonymous visitors (401) and non-admins (403)', async () => {
    await env.deps.db.delete(siteConfig).where(eq(siteConfig.section, 'stats'));
    expect(await failure(callers.anon.siteConfig.update({ section: 'stats', config: { stats: [] } }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.siteConfig.update({ section: 'stats', config: { stats: [] } }))).toEqual(NOT_ADMIN);
    expect(await storedRow('stats')).toBeUndefined();
  });
});

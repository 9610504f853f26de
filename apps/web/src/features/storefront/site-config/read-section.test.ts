import { describe, expect, it } from 'vitest';
import { readSection } from './read-section';

describe('readSection', () => {
  const records = [
    { id: '1', section: 'hero', title: null, config: { title: 'Hi', images: ['/a.webp', { url: '/b.webp', alt: 'B' }] } },
    { id: '2', section: 'partners', title: null, config: { partners: [{ id: 'p', name: 'P' }] } },
    { id: '3', section: 'stats', title: null, config: { stats: 'broken' } },
    { id: '4', section: 'mission', title: null, config: 'broken' },
  ];

  it('reads the section of the list', () => {
    expect(readSection(records, 'hero')).toMatchObject({ title: 'Hi', images: ['/a.webp', { url: '/b.webp', alt: 'B' }] });
    expect(readSection(records, 'partners')?.partners).toEqual([{ id: 'p', name: 'P', image: '', url: '' }]);
  });

  it('gives null for a missing, unreadable or invalid section', () => {
    expect(readSection(records, 'contact')).toBeNull();
    expect(readSection(records, 'mission')).toBeNull();
    // A broken field falls back on its own; the rest of the section stays.
    expect(readSection(records, 'stats')).toEqual({ stats: [] });
    expect(readSection(undefined, 'hero')).toBeNull();
    expect(readSection({ section: 'hero' }, 'hero')).toBeNull();
  });
});

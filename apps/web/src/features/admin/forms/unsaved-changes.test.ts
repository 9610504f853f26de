import { describe, expect, it } from 'vitest';
import { differsFromSaved } from './unsaved-changes';

describe('differsFromSaved', () => {
  it('sees a changed, added or removed value', () => {
    expect(differsFromSaved({ title: 'A', images: [] }, { title: 'A', images: [] })).toBe(false);
    expect(differsFromSaved({ title: 'B', images: [] }, { title: 'A', images: [] })).toBe(true);
    expect(differsFromSaved({ title: 'A', images: [{ url: '/x.webp' }] }, { title: 'A', images: [] })).toBe(true);
  });

  it('ignores the React keys of list rows', () => {
    expect(differsFromSaved([{ key: 'k1', url: '/x.webp' }], [{ key: 'k9', url: '/x.webp' }])).toBe(false);
  });
});

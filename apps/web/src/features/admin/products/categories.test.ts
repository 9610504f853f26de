import { describe, expect, it } from 'vitest';
import { type Category } from '@hair/domain';
import { childValues, parentChoices, removeCategory, saveCategory } from './categories';

const LIST: Category[] = [
  { value: 'hair-weave', label: 'Hair Weave', parent: null },
  { value: 'deep-wave', label: 'Deep Wave', parent: 'hair-weave' },
  { value: 'deep-wave-16', label: 'Deep Wave 16"', parent: 'deep-wave' },
  { value: 'hair-closure', label: 'Hair Closure', parent: null },
];

describe('saveCategory', () => {
  it("requires a label: 'Label required'", () => {
    expect(saveCategory(LIST, { editing: null, label: '  ', parent: '' })).toEqual({ error: 'Label required' });
  });

  it('derives a new value from the label by the slug rule, with the parent or none', () => {
    const result = saveCategory(LIST, { editing: null, label: '  Body Wave / 1B ', parent: 'hair-weave' });
    expect(result).toEqual({ categories: [...LIST, { value: 'body-wave-1b', label: 'Body Wave / 1B', parent: 'hair-weave' }] });
    expect(saveCategory([], { editing: null, label: 'Tóc Việt', parent: '' })).toEqual({ categories: [{ value: 'toc-viet', label: 'Tóc Việt', parent: null }] });
  });

  it("falls back to 'cat-' plus a timestamp when nothing of the label is left", () => {
    expect(saveCategory([], { editing: null, label: '★★★', parent: '' }, () => 1700000000000)).toEqual({
      categories: [{ value: 'cat-1700000000000', label: '★★★', parent: null }],
    });
  });

  it('refuses a second category with the same value', () => {
    expect(saveCategory(LIST, { editing: null, label: 'Hair weave', parent: '' })).toEqual({ error: "A category with the value 'hair-weave' already exists" });
  });

  it('keeps the value of an edited category and changes its label and parent', () => {
    const result = saveCategory(LIST, { editing: 'deep-wave', label: 'Deep Wave Hair', parent: '' });
    expect(result).toEqual({ categories: [LIST[0], { value: 'deep-wave', label: 'Deep Wave Hair', parent: null }, LIST[2], LIST[3]] });
  });
});

describe('removeCategory', () => {
  it('drops the category and moves its children to the top level', () => {
    expect(removeCategory(LIST, 'deep-wave')).toEqual([LIST[0], { ...LIST[2], parent: null }, LIST[3]]);
  });
});

describe('parentChoices', () => {
  it('offers every category for a new one, and neither itself nor its descendants for an edited one', () => {
    expect(parentChoices(LIST, null)).toHaveLength(4);
    expect(parentChoices(LIST, 'hair-weave').map((c) => c.value)).toEqual(['hair-closure']);
    expect(parentChoices(LIST, 'deep-wave').map((c) => c.value)).toEqual(['hair-weave', 'hair-closure']);
  });
});

describe('childValues', () => {
  it('lists the direct children only', () => {
    expect(childValues(LIST, 'hair-weave')).toEqual(['deep-wave']);
    expect(childValues(LIST, 'deep-wave-16')).toEqual([]);
  });
});

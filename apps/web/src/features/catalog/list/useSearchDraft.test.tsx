import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SEARCH_DEBOUNCE_MS, useSearchDraft } from './useSearchDraft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders the hook with a URL value the test controls; `commit` plays the router. */
function mount(initialQuery: string) {
  const container = document.createElement('div');
  const root: Root = createRoot(container);
  const commits: string[] = [];
  const state = { draft: '', setDraft: (_: string) => {} };
  function Probe({ urlQuery }: { urlQuery: string }) {
    const [draft, setDraft] = useSearchDraft(urlQuery, (q) => commits.push(q));
    state.draft = draft;
    state.setDraft = setDraft;
    return null;
  }
  const render = (urlQuery: string) => act(() => root.render(<Probe urlQuery={urlQuery} />));
  render(initialQuery);
  return { state, commits, render, type: (text: string) => act(() => state.setDraft(text)), unmount: () => act(() => root.unmount()) };
}

describe('useSearchDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the trimmed text once, after the typing pauses', () => {
    const view = mount('');
    view.type('w');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    view.type('wave ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(view.commits).toEqual([]);
    act(() => vi.advanceTimersByTime(50));
    expect(view.commits).toEqual(['wave']);
    expect(view.state.draft).toBe('wave ');
    view.unmount();
  });

  it('keeps what was typed after a commit when the URL catches up late', () => {
    const view = mount('');
    view.type('deep');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    view.type('deep w');
    view.render('deep'); // the router's answer to the first commit
    expect(view.state.draft).toBe('deep w');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(view.commits).toEqual(['deep', 'deep w']);
    view.unmount();
  });

  it('takes a value the URL got from elsewhere (back button) without writing it back', () => {
    const view = mount('wave');
    view.render('');
    expect(view.state.draft).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(view.commits).toEqual([]);
    view.unmount();
  });
});

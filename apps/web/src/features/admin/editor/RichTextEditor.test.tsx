// The editor's value contract: a value given later (e.g. loaded from the API)
// replaces the content without being reported back, and edits are reported as HTML.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RichTextEditor } from './RichTextEditor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function textbox(): HTMLElement {
  const element = container.querySelector<HTMLElement>('[role="textbox"]');
  if (!element) throw new Error('No editing area');
  return element;
}

describe('RichTextEditor', () => {
  it('names the editing area and shows the default tools', () => {
    act(() => root.render(<RichTextEditor label="Description" value="<p>Hello</p>" onChange={() => {}} />));
    expect(textbox().getAttribute('aria-label')).toBe('Description');
    expect(textbox().textContent).toBe('Hello');
    const tools = Array.from(container.querySelectorAll('[role="toolbar"] button'), (b) => b.getAttribute('aria-label'));
    expect(tools).toEqual(['Bold', 'Italic', 'Paragraph']);
  });

  it('takes a value that arrives later without reporting it back', () => {
    const onChange = vi.fn();
    act(() => root.render(<RichTextEditor label="Content" value="" onChange={onChange} />));
    act(() => root.render(<RichTextEditor label="Content" value="<p>Loaded <strong>text</strong></p>" onChange={onChange} />));
    expect(textbox().innerHTML).toContain('Loaded <strong>text</strong>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a toolbar edit as HTML once; its own echo changes nothing', () => {
    let value = '<p>Start</p>';
    const onChange = vi.fn((html: string) => {
      value = html;
    });
    act(() => root.render(<RichTextEditor label="Content" value={value} onChange={onChange} tools={['bold', 'align']} />));
    const center = container.querySelector<HTMLButtonElement>('button[aria-label="Align center"]');
    act(() => center?.click());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(value).toMatch(/^<p style="text-align: ?center;?">Start<\/p>$/);
    act(() => root.render(<RichTextEditor label="Content" value={value} onChange={onChange} tools={['bold', 'align']} />));
    expect(textbox().querySelector('p')?.style.textAlign).toBe('center');
    expect(center?.getAttribute('aria-pressed')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

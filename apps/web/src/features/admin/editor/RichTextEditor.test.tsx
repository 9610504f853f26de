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

function tool(name: string): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${name}"]`);
  if (!button) throw new Error(`No tool ${name}`);
  return button;
}

/** Renders an editor whose value follows its own reports, as a form does; returns the latest HTML. */
function renderControlled(initial: string): () => string {
  let value = initial;
  const render = () => root.render(<RichTextEditor label="Content" value={value} onChange={onChange} />);
  const onChange = (html: string) => {
    value = html;
    render();
  };
  act(render);
  return () => value;
}

function textbox(): HTMLElement {
  const element = container.querySelector<HTMLElement>('[role="textbox"]');
  if (!element) throw new Error('No editing area');
  return element;
}

describe('RichTextEditor', () => {
  it('names the editing area and shows the default writing tools', () => {
    act(() => root.render(<RichTextEditor label="Description" value="<p>Hello</p>" onChange={() => {}} />));
    expect(textbox().getAttribute('aria-label')).toBe('Description');
    expect(textbox().textContent).toBe('Hello');
    const tools = Array.from(container.querySelectorAll('[role="toolbar"] button'), (b) => b.getAttribute('aria-label'));
    expect(tools).toEqual(['Undo', 'Redo', 'Paragraph', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote']);
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

  it('turns the block at the caret into a heading, a list or a quote and back, showing which is on', () => {
    const html = renderControlled('<p>Care</p>');
    act(() => tool('Heading 2').click());
    expect(html()).toBe('<h2>Care</h2>');
    expect(tool('Heading 2').getAttribute('aria-pressed')).toBe('true');
    expect(tool('Paragraph').getAttribute('aria-pressed')).toBe('false');
    act(() => tool('Heading 3').click());
    expect(html()).toBe('<h3>Care</h3>');
    act(() => tool('Heading 3').click());
    expect(html()).toBe('<p>Care</p>');
    act(() => tool('Bulleted list').click());
    expect(html()).toBe('<ul><li><p>Care</p></li></ul>');
    expect(tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    act(() => tool('Numbered list').click());
    expect(html()).toBe('<ol><li><p>Care</p></li></ol>');
    expect(tool('Bulleted list').getAttribute('aria-pressed')).toBe('false');
    act(() => tool('Numbered list').click());
    act(() => tool('Quote').click());
    expect(html()).toBe('<blockquote><p>Care</p></blockquote>');
    expect(tool('Quote').getAttribute('aria-pressed')).toBe('true');
  });

  it('undoes and redoes, each button enabled only when there is something to undo or redo', () => {
    const html = renderControlled('<p>Care</p>');
    expect(tool('Undo').disabled).toBe(true);
    expect(tool('Redo').disabled).toBe(true);
    act(() => tool('Heading 2').click());
    expect(tool('Undo').disabled).toBe(false);
    act(() => tool('Undo').click());
    expect(html()).toBe('<p>Care</p>');
    expect(tool('Redo').disabled).toBe(false);
    act(() => tool('Redo').click());
    expect(html()).toBe('<h2>Care</h2>');
  });

  it('moves between the enabled tools with the arrow keys, Home and End', async () => {
    renderControlled('<p>Care</p>');
    // Async act: a focused button starts its focus ripple after the event.
    const press = (key: string) =>
      act(async () => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    await act(async () => tool('Paragraph').focus());
    await press('ArrowRight');
    expect(document.activeElement).toBe(tool('Heading 2'));
    await press('ArrowLeft');
    await press('ArrowLeft');
    // Undo and Redo are disabled, so the step wraps round to the last tool.
    expect(document.activeElement).toBe(tool('Quote'));
    await press('Home');
    expect(document.activeElement).toBe(tool('Paragraph'));
    await press('End');
    expect(document.activeElement).toBe(tool('Quote'));
  });

  it('keeps the caret in the text when a tool is pressed with the mouse', () => {
    renderControlled('<p>Care</p>');
    // The default action of a mouse press is to focus the button; it is cancelled for every tool.
    for (const name of ['Bold', 'Quote', 'Link']) {
      const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      act(() => {
        tool(name).dispatchEvent(press);
      });
      expect(press.defaultPrevented, name).toBe(true);
    }
  });
});

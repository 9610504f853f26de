import { beforeEach, describe, expect, it } from 'vitest';
import { onMobileNavKey } from './mobile-nav-keys';

/** The phone menu's shape: About, Hair Weave (open or not) › [All Hair Weave, Colour › [Blonde]], Blog. */
function menu(weaveOpen: boolean, colourOpen = false): HTMLElement {
  document.body.innerHTML = `
    <nav id="nav"><ul>
      <li><a id="about" href="/about">About Us</a></li>
      <li><div id="weave" role="button" tabindex="0" aria-expanded="${weaveOpen}" aria-controls="m-weave">Hair Weave</div>
        <div><ul id="m-weave">
          <li><a id="all" href="/products/hair-weave">All Hair Weave</a></li>
          <li><div id="colour" role="button" tabindex="0" aria-expanded="${colourOpen}" aria-controls="m-colour">Colour</div>
            <div><ul id="m-colour"><li><a id="blonde" href="/products?colour=blonde">Blonde</a></li></ul></div></li>
        </ul></div></li>
      <li><a id="blog" href="/blog">Blog</a></li>
    </ul></nav>`;
  return document.getElementById('nav')!;
}

const byId = (id: string) => document.getElementById(id)!;

function press(nav: HTMLElement, from: string, key: string): boolean {
  byId(from).focus();
  return onMobileNavKey(nav, byId(from), key);
}

describe('the phone menu from the keyboard', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
  });
  const watchClicks = () => document.querySelectorAll('[aria-expanded]').forEach((toggle) => toggle.addEventListener('click', () => clicked.push(toggle.id)));

  it('moves down and up over the rows that are shown, skipping those of closed parents, and wraps', () => {
    const nav = menu(false);
    expect(press(nav, 'about', 'ArrowDown')).toBe(true);
    expect(document.activeElement?.id).toBe('weave');
    press(nav, 'weave', 'ArrowDown');
    expect(document.activeElement?.id).toBe('blog');
    press(nav, 'blog', 'ArrowDown');
    expect(document.activeElement?.id).toBe('about');
    press(nav, 'about', 'ArrowUp');
    expect(document.activeElement?.id).toBe('blog');
  });

  it('enters an open parent with the arrows; Home and End go to the ends', () => {
    const nav = menu(true, true);
    press(nav, 'weave', 'ArrowDown');
    expect(document.activeElement?.id).toBe('all');
    press(nav, 'colour', 'ArrowDown');
    expect(document.activeElement?.id).toBe('blonde');
    press(nav, 'blonde', 'Home');
    expect(document.activeElement?.id).toBe('about');
    press(nav, 'about', 'End');
    expect(document.activeElement?.id).toBe('blog');
  });

  it('ArrowRight opens a closed parent, then enters it; ArrowLeft closes it, or goes up to the parent', () => {
    let nav = menu(false);
    watchClicks();
    press(nav, 'weave', 'ArrowRight');
    expect(clicked).toEqual(['weave']);
    nav = menu(true);
    watchClicks();
    press(nav, 'weave', 'ArrowRight');
    expect(document.activeElement?.id).toBe('all');
    press(nav, 'all', 'ArrowLeft');
    expect(document.activeElement?.id).toBe('weave');
    press(nav, 'weave', 'ArrowLeft');
    // Opened in the first menu, closed in the second.
    expect(clicked).toEqual(['weave', 'weave']);
  });

  it('leaves other keys, and keys on a link with nothing to open, to the browser', () => {
    const nav = menu(false);
    expect(press(nav, 'about', 'Enter')).toBe(false);
    expect(press(nav, 'about', 'ArrowRight')).toBe(false);
    expect(press(nav, 'about', 'a')).toBe(false);
  });
});

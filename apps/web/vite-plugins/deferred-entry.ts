// A Vite plugin for index.html: the app's entry module is not loaded by a
// <script type="module"> (which runs before the first paint on a slow phone) but by
// a small inline script that starts it once the page has loaded, or at the first
// touch, key or pointer event if that comes sooner (docs/decisions/009). The
// modulepreload links go too: they would compete with the page's images for a
// phone's bandwidth; the inline script adds them when it starts the app. Until then,
// taps and keys on buttons are kept for the app (src/lib/early-input.ts).
import type { Plugin } from 'vite';
import { EARLY_ACTIONS, TAPPABLE_BEFORE_START } from '../src/lib/early-input.ts';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The events that start the app before the page has finished loading. */
export const START_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** The inline script: keeps early taps, and starts `entry` (preloading `preloads` with it) after load or at the first input. */
export function deferredEntryScript(entry: string, preloads: readonly string[]): string {
  const json = JSON.stringify;
  return [
    '(()=>{',
    `const record=(window[${json(EARLY_ACTIONS)}]={actions:[],done:false});`,
    `const events=${json(START_EVENTS)};`,
    'let started=false;',
    'const start=()=>{',
    'if(started)return;started=true;',
    'for(const type of events)removeEventListener(type,start,true);',
    `for(const href of ${json(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link);}`,
    `import(${json(entry)});`,
    '};',
    // A button does nothing before the app runs (and a submit button would send its form
    // away): its tap is kept and given to the app, and only kept, until the app is on
    // screen (a page React is still taking over would otherwise answer it too, or drop it).
    'addEventListener("click",(event)=>{',
    'if(record.done||!(event.target instanceof Element))return;',
    `const target=event.target.closest(${json(TAPPABLE_BEFORE_START)});`,
    'if(!target)return;event.preventDefault();event.stopPropagation();record.actions.push({target});start();',
    '},true);',
    // Keys on a button (the menus open with the arrows) are kept too; Enter and Space
    // become clicks, Tab moves the focus natively.
    'addEventListener("keydown",(event)=>{',
    'if(record.done||!(event.target instanceof Element)||["Enter"," ","Tab"].includes(event.key))return;',
    `const target=event.target.closest(${json(TAPPABLE_BEFORE_START)});`,
    'if(target){event.stopPropagation();record.actions.push({target,key:event.key});}',
    '},true);',
    'for(const type of events)addEventListener(type,start,{capture:true,passive:true});',
    'if(document.readyState==="complete")start();else addEventListener("load",start,{once:true});',
    '})();',
  ].join('');
}

/** Rewrites the built index.html: `nonce` is the placeholder the server replaces per response. */
export function deferredEntry({ nonce }: { nonce: string }): Plugin {
  return {
    name: 'hair:deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('deferred-entry: no <script type="module" src> in index.html');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        const script = `<script nonce="${nonce}">${deferredEntryScript(entry[1]!, preloads)}</script>\n`;
        return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${script}</body>`);
      },
    },
  };
}

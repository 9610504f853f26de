// A public page runs its JavaScript only after it has loaded (or at the first touch,
// key or pointer event): see vite-plugins/deferred-entry.ts and docs/decisions/009. Links work
// before that as plain links. What a visitor does before the app has taken over the
// page is not lost: a tap on a button (the mobile menu, a form's submit) or a key on it
// (the menus open with the arrows) is kept by the page's first script, and text typed
// into a field stays in the field. Once the app has taken over, the text is handed to
// its fields and the taps and keys are replayed.

/** Where the page's first script keeps the taps and keys (window[EARLY_ACTIONS]). */
export const EARLY_ACTIONS = '__earlyActions';

/** The elements whose taps are kept: they do nothing without the app. */
export const TAPPABLE_BEFORE_START = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/** A tap on `target`, or a key pressed on it. */
export interface EarlyAction {
  target: Element;
  key?: string;
}

interface EarlyActions {
  actions: EarlyAction[];
  /** Set when the app takes over: later taps and keys reach it directly. */
  done: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  actions: EarlyAction[];
  /** Fields whose value differs from what the server rendered: the visitor typed or chose it. */
  typed: [Field, string][];
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // Without a `selected` attribute a select shows its first option.
    const rendered = Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
    return field.selectedIndex !== rendered;
  }
  return field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue;
}

/**
 * The text the visitor typed before the app started: read before React takes over the
 * fields (it sets them back to its own state).
 */
export function takeTypedFields(win: Window = window): EarlyInput['typed'] {
  const fields = [...win.document.querySelectorAll<Field>('input, textarea, select')].filter(changedByVisitor);
  return fields.map((field) => [field, field.value]);
}

/**
 * The taps and keys kept so far; from now on the page's first script keeps none. Taken
 * once the app is on screen: until then a tap is kept too, not lost on a page that
 * React is still taking over.
 */
export function takeEarlyActions(win: Window = window): EarlyAction[] {
  const record = (win as unknown as Record<string, EarlyActions | undefined>)[EARLY_ACTIONS];
  if (!record) return [];
  record.done = true;
  return record.actions.splice(0);
}

/**
 * Gives the app what the visitor did: each field gets its typed text back as if
 * typed now (React reset it to its state while taking over), then, once the app has
 * drawn that text, each kept tap is replayed, in order, on the elements still on the
 * page (a submit then sends what was typed).
 */
export async function replayEarlyInput({ actions, typed }: EarlyInput): Promise<void> {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    // One field per task: the app draws each change before the next (its handlers see fresh state).
    await nextTask();
    if (field instanceof HTMLSelectElement) {
      field.value = text;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // React notices a change when the value differs from the last one it saw through the
    // element's own `value` property: show it '' that way, then put the text in through
    // the prototype's setter, which it does not watch, and say the visitor typed.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed.length > 0) await nextTask();
  for (const { target, key } of actions) {
    if (!target.isConnected || !(target instanceof HTMLElement)) continue;
    if (key === undefined) {
      target.click();
      continue;
    }
    target.focus();
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await nextTask();
  }
}

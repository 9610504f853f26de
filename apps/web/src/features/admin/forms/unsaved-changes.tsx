// Admin forms with unsaved edits ask before they are left: a link or the sidebar,
// Back, a tab of the site configuration (the tab is in the URL), or closing the page.
// Each form reports whether it has unsaved edits; the admin layout holds one guard
// for all of them, so a page with several forms asks once.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { ADMIN_TEXTS } from '@hair/domain';

type Report = (form: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report | null>(null);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // The ref answers the guard at once (a form that has just saved may navigate in the
  // same tick); the state re-renders so the guard is only active while needed.
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);

  const report = useCallback<Report>((form, dirty) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
    setAnyDirty(dirtyForms.current.size > 0);
  }, []);

  useBlocker({
    // true blocks the navigation: the admin chose to stay.
    shouldBlockFn: () => !confirmDiscard(dirtyForms.current.size > 0),
    // The browser asks in its own words when the page itself is closed or reloaded.
    enableBeforeUnload: () => dirtyForms.current.size > 0,
    disabled: !anyDirty,
  });

  return <UnsavedChangesContext.Provider value={report}>{children}</UnsavedChangesContext.Provider>;
}

/**
 * Tells the admin layout's guard whether this form has unsaved edits. Returns
 * `markSaved`, for a form that navigates away right after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const report = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => report?.(form, dirty), [report, form, dirty]);
  useEffect(() => () => report?.(form, false), [report, form]);
  return useCallback(() => report?.(form, false), [report, form]);
}

/** A dialog closed by Escape or a click beside it asks before it drops unsaved edits. */
export function confirmDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(ADMIN_TEXTS.unsavedChanges);
}

/**
 * Whether a form's draft differs from what is saved. Both are plain data; `key`
 * fields (React keys of list rows, new on every load) do not count as edits.
 */
export function differsFromSaved(draft: unknown, saved: unknown): boolean {
  return stableJson(draft) !== stableJson(saved);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (name, inner: unknown) => (name === 'key' ? undefined : inner));
}

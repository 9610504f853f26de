// The search box types into local state and writes the URL ~300 ms after the
// last key. The URL's value flows back only when it changed from outside (back
// button, a link): a commit arriving while the visitor keeps typing must not
// overwrite the characters typed since.
import { cleanSearchText } from '@hair/domain';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useSearchDraft(urlQuery: string, commit: (query: string) => void, delayMs = SEARCH_DEBOUNCE_MS): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(urlQuery);
  const committed = useRef(urlQuery);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    setDraft(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const next = cleanSearchText(draft);
    if (next === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = next;
      commitRef.current(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return [draft, setDraft];
}

// The search box of the header, on every page: a plain GET form to /products?q= (it
// works before the scripts start: typing and Enter need none), with suggestions from
// the second letter once the app runs: the filters and products the API reads in the
// text, chosen with the arrow keys and Enter (the WAI-ARIA combobox pattern).
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '@hair/domain';
import { useTRPC } from '../../../../lib/trpc';
import { SEARCH_TEXTS, searchHref, searchOptions } from './search-options';

/** Suggestions wait for a pause in the typing this long. */
const SUGGEST_DELAY_MS = 120;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function HeaderSearch({ id }: { id: string }) {
  const listId = useId();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [text, setText] = useState('');
  // The page the suggestions were opened on: a new page closes them.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLFormElement>(null);
  const settled = useSettled(text.trim());
  const trpc = useTRPC();
  const suggestions = useQuery({ ...trpc.search.suggest.queryOptions({ q: settled }), enabled: settled.length >= SUGGEST_MIN_LENGTH, staleTime: 60_000 });
  const options = settled.length >= SUGGEST_MIN_LENGTH ? searchOptions(settled, suggestions.data) : [];
  const shown = open && options.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate({ href });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown ? options[active] : undefined;
    if (chosen) go(chosen.href);
    else if (text.trim() !== '') go(searchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      // Past the last option (or before the first) the text itself is chosen again.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box
      component="form"
      ref={box}
      role="search"
      action="/products"
      method="get"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}33` } }}>
        <Box
          component="input"
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-label={SEARCH_TEXTS.label}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && options[active] ? options[active].id : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={SEARCH_TEXTS.placeholder}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          sx={{ flex: 1, minWidth: 0, height: 40, border: 0, outline: 0, bgcolor: 'transparent', px: 1.5, font: 'inherit', fontSize: 15, color: 'text.primary' }}
        />
        <IconButton type="submit" aria-label={SEARCH_TEXTS.submit} size="small" sx={{ color: 'primary.main', mr: 0.5 }}>
          <SearchIcon />
        </IconButton>
      </Box>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={SEARCH_TEXTS.suggestions}
        hidden={!shown}
        sx={{ position: 'absolute', zIndex: 'modal', top: '100%', left: 0, right: 0, mt: 0.5, p: 0.5, listStyle: 'none', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, boxShadow: 4, maxHeight: '70vh', overflowY: 'auto' }}
      >
        {options.map((option, index) => (
          <Box
            component="li"
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus: a press chooses without blurring it first.
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
            onClick={() => go(option.href)}
            onMouseEnter={() => setActive(index)}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, px: 1.5, py: 1, borderRadius: 0.5, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : 'transparent' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option.label}</Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 13, flexShrink: 0 }}>{option.kind}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

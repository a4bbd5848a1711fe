import type { SearchHit } from '@skilllink/contracts/search';
import { TYPEAHEAD_MIN, type SearchKind } from '@skilllink/contracts/search-constants';
import { useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useTypeaheadQuery } from '../api/get-typeahead';
import { searchHref } from './search-params';

/** How long typing must pause before suggestions are asked for (issue 24). */
export const TYPEAHEAD_DEBOUNCE_MS = 150;

/** The order of the groups under the box. */
const GROUP_ORDER: readonly SearchKind[] = ['person', 'job', 'project', 'course', 'skill'];

export interface TypeaheadOption {
  /** The option element's id (aria-activedescendant points at it). */
  id: string;
  href: string;
  /** null: the last option, "See all results for …". */
  hit: SearchHit | null;
}

export interface TypeaheadGroup {
  kind: SearchKind;
  options: TypeaheadOption[];
}

interface Options {
  /** Prefix of the option ids (useId of the box), unique on the page: the drawer has a second box. */
  idPrefix: string;
  /** The box and its list: a pointer down anywhere else closes the list. */
  container: RefObject<HTMLElement | null>;
  /** Opens a suggestion or the full results; `picked` is true for a suggestion. */
  go: (href: string, picked: boolean) => void;
}

/**
 * The top bar's search as a combobox (WAI-ARIA combobox with a listbox popup): suggestions from
 * TYPEAHEAD_MIN characters, asked for once typing pauses for TYPEAHEAD_DEBOUNCE_MS; Up and
 * Down move through them (focus stays in the box, aria-activedescendant follows), Enter opens
 * the chosen one or, with none chosen, the full results; Escape, Tab and a click elsewhere
 * close the list.
 */
export function useTypeahead({ idPrefix, container, go }: Options) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The active option by id, not by position: when more suggestions arrive the one the member
  // chose stays chosen instead of the highlight jumping to whatever took its place.
  const [activeId, setActiveId] = useState<string | null>(null);
  const trimmed = text.trim();
  const long = trimmed.length >= TYPEAHEAD_MIN;
  const settled = useDebounced(trimmed, TYPEAHEAD_DEBOUNCE_MS);
  const suggestions = useTypeaheadQuery(long && settled.length >= TYPEAHEAD_MIN ? settled : '');
  const items = suggestions.data?.items;

  const groups = useMemo<TypeaheadGroup[]>(
    () =>
      GROUP_ORDER.map((kind) => ({
        kind,
        options: (items ?? [])
          .filter((hit) => hit.kind === kind)
          .map((hit) => ({ id: `${idPrefix}-${hit.kind}-${hit.id}`, href: hit.href, hit })),
      })).filter((group) => group.options.length > 0),
    [items, idPrefix],
  );
  const seeAll: TypeaheadOption = { id: `${idPrefix}-all`, href: searchHref({ q: trimmed }), hit: null };
  const options = [...groups.flatMap((group) => group.options), seeAll];
  const expanded = open && long && items !== undefined;
  const active = expanded ? options.findIndex((option) => option.id === activeId) : -1;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActiveId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, container]);

  const move = (step: 1 | -1) => {
    const from = active === -1 ? (step === 1 ? -1 : options.length) : active;
    setActiveId(options[(from + step + options.length) % options.length]?.id ?? null);
  };

  const pick = (option: TypeaheadOption) => {
    close();
    if (option.hit) setText('');
    go(option.href, option.hit !== null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: the drawer around the box stays (see components/ui/sheet.tsx).
      event.preventDefault();
      close();
    }
  };

  /** Focus left the box and its list (Tab, a click on the page): the list closes. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  /** Enter with no suggestion chosen: the full results for the text. */
  const submit = () => {
    if (!trimmed) return;
    close();
    go(searchHref({ q: trimmed }), false);
  };

  return {
    text,
    change: (next: string) => {
      setText(next);
      setOpen(true);
      setActiveId(null);
    },
    reopen: () => setOpen(true),
    onKeyDown,
    onBlur,
    submit,
    pick,
    expanded,
    loading: suggestions.isFetching,
    groups,
    seeAll,
    query: trimmed,
    activeId: active >= 0 ? (options[active]?.id ?? null) : null,
    count: options.length - 1,
  };
}

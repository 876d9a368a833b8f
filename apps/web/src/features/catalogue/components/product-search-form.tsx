import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { paths } from '@shop/contract/paths';
import { type FormEventHandler, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useListingSearch } from '../api/use-listing-params.ts';

export const SEARCH_LABEL = 'جست‌وجو در محصولات';
export const SEARCH_PLACEHOLDER = 'جست‌وجو در محصولات…';

/** The look of the box, shared by the server's form and the live box, so that nothing moves when one replaces the other. */
export const searchBoxSx = { bgcolor: 'grey.100' } as const;

/**
 * The server's box is drawn with plain elements in the live box's measures (a small outlined field in Autocomplete's
 * paddings), so that its icon and text start where the live one's do: MUI's input would bring some 7 KB of script
 * into every page's first load for a box that is replaced as soon as the page is live.
 */
const fallbackSx = {
  ...searchBoxSx,
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  height: 40,
  px: '14px',
  borderRadius: 1,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  color: 'text.primary',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& input': {
    flex: 1,
    minWidth: 0,
    height: '100%',
    p: 0,
    border: 0,
    outline: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'inherit',
  },
} as const;

/** What a visitor typed into the server's box, and whether it had the focus, when the next box took its place. */
interface Handover {
  text: string;
  focused: boolean;
}

let handover: Handover | null = null;

/** The server's box hands over once, to the box that replaces it: the live one, or another while the live one loads. */
export function takeHandover(): Handover | null {
  const taken = handover;
  handover = null;
  return taken;
}

/** Puts the focus, with the caret at the end, back into the box that took over from one that had it. */
export function resumeFocus(input: HTMLInputElement | null, taken: Handover | null) {
  if (!input || !taken?.focused) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

const submitSx = {
  display: 'inline-flex',
  p: 0,
  m: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'action.active',
  cursor: 'pointer',
  borderRadius: '50%',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The box's magnifier, which sends the search as Enter does: a form needs a way to be sent that is not a key, for
 * those who cannot press one (WCAG 3.2.2). Drawn as the icon alone, where the icon was.
 */
export function SearchSubmit() {
  return (
    <Box component="button" type="submit" aria-label="جست‌وجو" sx={submitSx}>
      <SearchIcon fontSize="small" />
    </Box>
  );
}

/** The search's form: a plain GET to the listing, which works before the page's script has loaded, and without it. */
export function ProductSearchForm({ onSubmit, children }: { onSubmit?: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Box component="form" role="search" action={paths.products} method="get" onSubmit={onSubmit} sx={{ width: '100%' }}>
      {children}
    </Box>
  );
}

/**
 * The box as the server renders it: the header shows it until the live box with its suggestions has loaded, and a
 * browser without JavaScript keeps it. On the listing it holds the listing's search.
 */
export function ProductSearchFallback() {
  const search = useListingSearch();
  const input = useRef<HTMLInputElement>(null);
  // Only in the browser, where a box that replaced this one while the page came alive may have handed over.
  const [taken] = useState(takeHandover);
  useLayoutEffect(() => {
    resumeFocus(input.current, taken);
    const element = input.current;
    // Before React removes the box: what a visitor typed while the page came alive is not lost.
    return () => {
      const focused = document.activeElement === element;
      if (element && (element.value !== element.defaultValue || focused)) handover = { text: element.value, focused };
    };
  }, [taken]);
  return (
    <ProductSearchForm>
      <Box sx={fallbackSx}>
        <SearchSubmit />
        <input
          // A new listing search is a new default value, which an uncontrolled input takes only when it is new.
          key={search}
          ref={input}
          // The listing's own parameter: the form asks the listing with no script in between.
          name="search"
          defaultValue={taken?.text ?? search}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_LABEL}
          enterKeyHint="search"
        />
      </Box>
    </ProductSearchForm>
  );
}

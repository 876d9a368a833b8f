import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { paths } from '@shop/contract/paths';
import { type FormEventHandler, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useListingSearch } from '../api/use-listing-params.ts';

export const SEARCH_LABEL = 'جست‌وجو در محصولات';
export const SEARCH_PLACEHOLDER = 'جست‌وجو در محصولات…';

/** The look of the box, shared by the server's form and the live box, so that nothing moves when one replaces the other. */
export const searchBoxSx = { bgcolor: 'grey.100' } as const;

/** The live box's paddings (Autocomplete's, for a small box), so that its icon and text start where the live one's do. */
const fallbackSx = { ...searchBoxSx, paddingLeft: '6px', '& .MuiInputBase-input': { paddingLeft: '8px' } } as const;

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
      <OutlinedInput
        // A new listing search is a new default value, which an uncontrolled input takes only when it is new.
        key={search}
        inputRef={input}
        // The listing's own parameter: the form asks the listing with no script in between.
        name="search"
        defaultValue={taken?.text ?? search}
        size="small"
        fullWidth
        placeholder={SEARCH_PLACEHOLDER}
        slotProps={{ input: { 'aria-label': SEARCH_LABEL, enterKeyHint: 'search' } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={fallbackSx}
      />
    </ProductSearchForm>
  );
}

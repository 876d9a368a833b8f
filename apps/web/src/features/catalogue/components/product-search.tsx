import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProductSummary } from '@shop/contract/catalogue';
import { SEARCH_SUGGESTIONS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { formatToman } from '@shop/contract/persian';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useProducts } from '../api/catalogue-queries.ts';
import { useListingSearch } from '../api/use-listing-params.ts';
import {
  ProductSearchForm,
  resumeFocus,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SearchSubmit,
  searchBoxSx,
  takeHandover,
} from './product-search-form.tsx';

type Suggestion =
  | { kind: 'product'; product: ProductSummary }
  | { kind: 'all-results'; search: string }
  /** Nothing matched: the way to the whole shop, worded with the reason. */
  | { kind: 'all-products' };

const label = (option: Suggestion | string) =>
  typeof option === 'string' ? option : option.kind === 'product' ? option.product.name : '';

/** Two lines of a long name, then an ellipsis: «فشارسنج بازویی دیجیتال…» alone tells one product from the next. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** On a phone the suggestions take the screen's width less a margin, not the box's narrow one. */
const PHONE_MARGIN_PX = 8;

/**
 * The header's search, the server's form made live: up to five suggestions after a 300 ms pause, a way to see every
 * result, and a way to the whole shop when nothing matches. Enter asks the listing, and on the listing the box holds
 * the listing's search.
 */
export function ProductSearch() {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const listingSearch = useListingSearch();
  const [taken] = useState(takeHandover);
  const [text, setText] = useState(taken?.text ?? listingSearch);
  useLayoutEffect(() => resumeFocus(input.current, taken), [taken]);
  // A new search on the listing (this box's Enter, a link, Back) is shown; elsewhere the box is emptied.
  const [shownSearch, setShownSearch] = useState(listingSearch);
  if (shownSearch !== listingSearch) {
    setShownSearch(listingSearch);
    setText(listingSearch);
  }

  const query = useDebouncedValue(text.trim(), SEARCH_SUGGESTIONS.debounceMs);
  const { data, isFetching, isPlaceholderData } = useProducts(
    { search: query, limit: SEARCH_SUGGESTIONS.count },
    { enabled: query.length > 0 },
  );
  const products = query ? (data?.results ?? []) : [];
  const noMatch = query.length > 0 && data !== undefined && !isPlaceholderData && !isFetching && products.length === 0;
  const options: Suggestion[] = noMatch
    ? [{ kind: 'all-products' }]
    : products.length
      ? [...products.map((product) => ({ kind: 'product' as const, product })), { kind: 'all-results', search: query }]
      : [];

  const leave = (to: string) => {
    // The phone's keyboard goes, so that the page it leads to is seen whole.
    input.current?.blur();
    void navigate(to);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    leave(search ? paths.listing({ search }) : paths.products);
  };

  return (
    <ProductSearchForm onSubmit={submit}>
      <Autocomplete<Suggestion, false, false, true>
        freeSolo
        value={null}
        options={options}
        filterOptions={(all) => all}
        loading={isFetching && !products.length}
        loadingText="در حال جست‌وجو…"
        inputValue={text}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        getOptionLabel={label}
        // Enter without a chosen suggestion submits the form, which asks the listing.
        onChange={(_, option) => {
          if (!option || typeof option === 'string') return;
          if (option.kind === 'all-results') leave(paths.listing({ search: option.search }));
          else {
            setText('');
            leave(option.kind === 'product' ? paths.product(option.product.id) : paths.products);
          }
        }}
        renderOption={({ key, ...props }, option) => {
          if (option.kind === 'all-results')
            return (
              <Box component="li" key={key} {...props} sx={{ fontWeight: 700, color: 'primary.main' }}>
                مشاهده همه نتایج «{option.search}»
              </Box>
            );
          if (option.kind === 'all-products')
            return (
              <Box component="li" key={key} {...props}>
                <Box sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    کالایی با این نام پیدا نشد
                  </Typography>
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'underline' }}
                  >
                    مشاهدهٔ همهٔ کالاها
                  </Typography>
                </Box>
              </Box>
            );
          const { product } = option;
          return (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              {product.featured_image && (
                <img
                  src={product.featured_image.thumbnail}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  style={{ borderRadius: 8, flexShrink: 0 }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={twoLines}>
                  {product.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatToman(product.price)}
                </Typography>
              </Box>
            </Box>
          );
        }}
        slotProps={{
          popper: phone
            ? {
                style: { width: `calc(100vw - ${2 * PHONE_MARGIN_PX}px)` },
                modifiers: [{ name: 'preventOverflow', options: { padding: PHONE_MARGIN_PX } }],
              }
            : {},
          // The shop's papers lie flat; this one floats over the page and needs its edge.
          paper: { elevation: 8 },
          listbox: { sx: { maxHeight: { xs: '60vh', sm: '40vh' } } },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={input}
            name="search"
            size="small"
            placeholder={SEARCH_PLACEHOLDER}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': SEARCH_LABEL, enterKeyHint: 'search' },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchSubmit />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        sx={{ width: '100%', '& .MuiOutlinedInput-root': searchBoxSx }}
      />
    </ProductSearchForm>
  );
}

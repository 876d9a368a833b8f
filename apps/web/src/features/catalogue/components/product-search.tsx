import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@shop/contract/catalogue';
import { SEARCH_SUGGESTIONS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { formatToman } from '@shop/contract/persian';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useProducts } from '../api/catalogue-queries.ts';

type Suggestion = ProductSummary | { viewAll: string };

const isViewAll = (option: Suggestion | string): option is { viewAll: string } =>
  typeof option === 'object' && 'viewAll' in option;

/** The header's search: up to five live suggestions after a 300 ms pause, and a way to see every result. */
export function ProductSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_SUGGESTIONS.debounceMs);
  const { data, isFetching } = useProducts({ search: query, limit: SEARCH_SUGGESTIONS.count }, { enabled: query.length > 0 });
  const products = query ? (data?.results ?? []) : [];
  const options: Suggestion[] = query && products.length ? [...products, { viewAll: query }] : [];

  const showAll = (search: string) => {
    if (search.trim()) navigate(paths.listing({ search: search.trim() }));
  };

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText="در حال جست‌وجو…"
      noOptionsText="کالایی پیدا نشد"
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : isViewAll(option) ? option.viewAll : option.name)}
      onChange={(_, option) => {
        if (!option) return;
        if (typeof option === 'string') showAll(option);
        else if (isViewAll(option)) showAll(option.viewAll);
        else navigate(paths.product(option.id));
        setText('');
      }}
      renderOption={({ key, ...props }, option) =>
        isViewAll(option) ? (
          <Box component="li" key="view-all" {...props} sx={{ fontWeight: 700, color: 'primary.main' }}>
            مشاهده همه نتایج «{option.viewAll}»
          </Box>
        ) : (
          <Box component="li" key={option.id} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {option.featured_image && (
              <img
                src={option.featured_image.thumbnail}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                style={{ borderRadius: 8 }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatToman(option.price)}
              </Typography>
            </Box>
          </Box>
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="جست‌وجو در محصولات…"
          aria-label="جست‌وجو در محصولات"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      sx={{ width: '100%', '& .MuiOutlinedInput-root': { bgcolor: 'grey.100' } }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InputHelperText, useInput, useRecordContext } from 'react-admin';
import { useApi } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

interface ProductChoice {
  id: number;
  name: string;
}

/**
 * The product a story opens, searched by name among the products the storefront shows; cleared, the story opens
 * none. The story's record names its product, so the box shows it before any search.
 */
export function ProductPicker({ label }: { label: string }) {
  const record = useRecordContext<{ product?: number | null; product_name?: string | null }>();
  const { field, fieldState } = useInput({ source: 'product' });
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 300);
  const [chosen, setChosen] = useState<ProductChoice | null>(
    record?.product && record.product_name ? { id: record.product, name: record.product_name } : null,
  );
  const api = useApi();
  const found = useQuery({
    queryKey: ['admin', 'product-picker', search],
    queryFn: ({ signal }) => api.call(catalogueRoutes.products, { query: { search, limit: 20 }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const options: ProductChoice[] = (found.data?.results ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Autocomplete
      value={field.value ? (chosen ?? { id: Number(field.value), name: toPersianDigits(String(field.value)) }) : null}
      options={options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      loading={found.isFetching}
      loadingText="در حال جستجو…"
      noOptionsText="محصولی یافت نشد"
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      onChange={(_event, value) => {
        setChosen(value);
        field.onChange(value ? value.id : null);
      }}
      onBlur={field.onBlur}
      fullWidth
      sx={{ mb: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error ? <InputHelperText error={fieldState.error.message} /> : 'خالی بگذارید تا استوری به محصولی نرود'
          }
        />
      )}
    />
  );
}

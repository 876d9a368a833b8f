import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS = 20;

interface PickedProduct {
  id: number;
  name: string;
}

/**
 * A catalogue item's product, found by name as the storefront's search finds it. It searches the public listing, so
 * only published products are offered; an item whose product was withdrawn since keeps it until another is picked.
 * The item's `product_data` keeps the name beside the id, for the field to show.
 */
export function ProductPickerInput() {
  const { field, fieldState } = useInput({ source: 'product' });
  const { field: data } = useInput<PickedProduct | null>({
    source: 'product_data',
    format: (value) => value,
    parse: (value) => value,
  });
  const chosen: PickedProduct | null = field.value && data.value ? { id: field.value, name: data.value.name } : null;
  // A product is listed once in a catalogue: those on its other lines are not offered again.
  const items = useWatch({ name: 'items' }) as { product?: number | null }[] | undefined;
  const taken = new Set((items ?? []).flatMap((item) => (item?.product && item.product !== field.value ? [item.product] : [])));
  const [input, setInput] = useState(chosen?.name ?? '');
  const search = useDebouncedValue(input === chosen?.name ? '' : input, SEARCH_DEBOUNCE_MS);
  const api = useApi();
  const options = useQuery({
    queryKey: ['admin', 'product-picker', search],
    queryFn: ({ signal }) =>
      api.call(catalogueRoutes.products, { query: { search: search || undefined, limit: OPTIONS }, signal, silent: true }),
  });
  return (
    <Autocomplete
      options={(options.data?.results ?? []).flatMap(({ id, name }) => (taken.has(id) ? [] : [{ id, name }]))}
      value={chosen}
      onChange={(_, product) => {
        field.onChange(product?.id ?? null);
        data.onChange(product);
      }}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(products) => products}
      loading={options.isFetching}
      noOptionsText="کالایی یافت نشد"
      loadingText="در حال جستجو…"
      openText="باز کردن فهرست"
      closeText="بستن فهرست"
      clearText="پاک کردن"
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label="کالا"
          size="small"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

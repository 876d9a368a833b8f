import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { LocationRef } from '@shop/contract/location';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { type PlaceLevel, usePlaces } from '../../lib/location-queries.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** The form fields this component fills: ids, as the API takes them. */
type LocationValues = Record<PlaceLevel, unknown>;

/** The chosen places' names, as the API sends them beside the ids (`country_data`...). */
export interface ChosenPlaces {
  country: LocationRef | null;
  state: LocationRef | null;
  city: LocationRef | null;
}

const SEARCH_DEBOUNCE_MS = 300;
const labels: Record<PlaceLevel, string> = { country: 'کشور', state: 'استان', city: 'شهر' };

interface PlaceFieldProps {
  level: PlaceLevel;
  /** The place this one lies in; null for a country, and while nothing is chosen above. */
  parent: LocationRef | null;
  chosen: LocationRef | null;
  onChoose: (place: LocationRef | null) => void;
  required: boolean;
}

/** A searchable list of places: a province can hold more cities than one answer carries, so typing asks the API. */
function PlaceField({ level, parent, chosen, onChoose, required }: PlaceFieldProps) {
  const { field, fieldState } = useController<LocationValues>({ name: level });
  // The chosen place's name from the first render, so that the server's page shows it before any script runs.
  const [input, setInput] = useState(chosen?.name ?? '');
  // The chosen place's own name in the box is not a search: the list opens with every place.
  const search = useDebouncedValue(input === chosen?.name ? '' : input, SEARCH_DEBOUNCE_MS);
  const options = usePlaces(level, parent?.id ?? null, search);
  const disabled = level !== 'country' && !parent;

  return (
    <Autocomplete
      options={options.data?.results ?? []}
      value={chosen}
      onChange={(_, place) => {
        field.onChange(place?.id ?? null);
        onChoose(place);
      }}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      getOptionLabel={(place) => place.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(places) => places}
      loading={options.isFetching}
      disabled={disabled}
      noOptionsText="موردی یافت نشد"
      loadingText="در حال بارگذاری…"
      openText="باز کردن فهرست"
      closeText="بستن فهرست"
      clearText="پاک کردن"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={labels[level]}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * Country, province and city, each waiting for the one before it. A new country clears the province and city, a
 * new province the city (spec section 5). The form around it must be a react-hook-form `FormProvider`.
 */
export function LocationFields({ initial, required = false }: { initial: ChosenPlaces; required?: boolean }) {
  const { setValue } = useFormContext<LocationValues>();
  const [chosen, setChosen] = useState(initial);
  const clear = (...levels: PlaceLevel[]) => {
    for (const level of levels) setValue(level, null, { shouldDirty: true });
  };

  return (
    <>
      <PlaceField
        level="country"
        parent={null}
        chosen={chosen.country}
        required={required}
        onChoose={(country) => {
          setChosen({ country, state: null, city: null });
          clear('state', 'city');
        }}
      />
      <PlaceField
        level="state"
        parent={chosen.country}
        chosen={chosen.state}
        required={required}
        onChoose={(state) => {
          setChosen((places) => ({ ...places, state, city: null }));
          clear('city');
        }}
      />
      <PlaceField
        level="city"
        parent={chosen.state}
        chosen={chosen.city}
        required={required}
        onChoose={(city) => setChosen((places) => ({ ...places, city }))}
      />
    </>
  );
}

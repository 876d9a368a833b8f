import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PriceRange } from '@shop/contract/catalogue';
import { PRICE_FILTER_DEBOUNCE_MS, PRICE_SLIDER_MIN_FALLBACK } from '@shop/contract/constants';
import { messages } from '@shop/contract/messages';
import { formatNumber, formatToman, parseWholeNumber, toLatinDigits, toPersianDigits } from '@shop/contract/persian';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { rangeInputProps } from '../../../components/ui/range-input.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

interface ListingPriceFilterProps {
  /** The lowest and highest price among the goods the other filters select. */
  range: PriceRange | undefined;
  low: number | undefined;
  high: number | undefined;
  onChange: (low: number | undefined, high: number | undefined) => void;
}

interface Bounds {
  min: number;
  max: number;
}

/**
 * The shop's prices run from a few thousand to hundreds of millions of Toman, so the thumbs stop at prices spread
 * evenly on a logarithmic scale: each stop is about the same share above the last, and a cheap thermometer is as easy
 * to pick out as a hospital bed.
 */
const STEPS = 200;

function boundsOf(range: PriceRange | undefined): Bounds | null {
  if (!range || range.max_price === null) return null;
  const min = Math.max(1, range.min_price ?? PRICE_SLIDER_MIN_FALLBACK);
  return range.max_price > min ? { min, max: range.max_price } : null;
}

/**
 * The prices the thumbs stop at, from min to max. Each is rounded to the largest power of ten within one step, so it
 * reads like a price a customer would type; stops that rounding merges are kept once, so every key press moves.
 */
function stopsBetween({ min, max }: Bounds): number[] {
  const ratio = max / min;
  const growth = ratio ** (1 / STEPS) - 1;
  const stops = [min];
  let last = min;
  for (let step = 1; step < STEPS; step++) {
    const price = min * ratio ** (step / STEPS);
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(price * growth)));
    const rounded = Math.round(price / unit) * unit;
    if (rounded > last && rounded < max) {
      stops.push(rounded);
      last = rounded;
    }
  }
  stops.push(max);
  return stops;
}

/** A shared link may bound the price outside the goods' range, which changes with the other filters. */
const clamp = (price: number, { min, max }: Bounds) => Math.min(max, Math.max(min, price));

/** A price from the URL sits at the first stop that reaches it; its label still shows the price itself. */
function stopIndex(stops: number[], price: number): number {
  const index = stops.findIndex((stop) => stop >= price);
  return index === -1 ? stops.length - 1 : index;
}

/** A drag in progress or typed bounds, and the URL bounds they started from: once the URL moves on, it is shown again. */
interface Draft<Value> {
  value: Value;
  from: string;
}

const ORDER_MESSAGE = 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد.';
const fieldLabels = ['حداقل قیمت', 'حداکثر قیمت'] as const;

/**
 * Typed bounds as prices, or why not: a blank field is no bound (the range's end); digits may be Persian, Arabic or
 * Latin, with separators.
 */
function readTyped(text: [string, string], bounds: Bounds): { prices: [number, number] } | { error: string } {
  const [low, high] = text.map((typed) => (typed.trim() === '' ? null : parseWholeNumber(typed)));
  if (low === undefined || high === undefined) return { error: messages.invalidNumber };
  const prices: [number, number] = [low ?? bounds.min, high ?? bounds.max];
  return prices[0] > prices[1] ? { error: ORDER_MESSAGE } : { prices };
}

/**
 * Price range: a slider, and a field for each bound that takes typed prices in any digits; each follows the other,
 * and the URL follows once they have rested for half a second.
 */
export function ListingPriceFilter({ range, low, high, onChange }: ListingPriceFilterProps) {
  const { bounds, stops } = useMemo(() => {
    const bounds = boundsOf(range);
    return { bounds, stops: bounds ? stopsBetween(bounds) : [] };
  }, [range]);
  const urlKey = `${low}|${high}|${bounds?.min}|${bounds?.max}`;
  const [draft, setDraft] = useState<Draft<[number, number]> | null>(null);
  const [typed, setTyped] = useState<Draft<[string, string]> | null>(null);
  const settled = useDebouncedValue(draft, PRICE_FILTER_DEBOUNCE_MS);
  const errorId = useId();

  const apply = useEffectEvent((applied: Draft<[number, number]>) => {
    if (!bounds || applied.from !== urlKey) return;
    const [lowest, highest] = applied.value;
    // A bound at the range's end (or beyond it) means no bound at all, so the filter keeps working when prices change.
    onChange(lowest > bounds.min ? lowest : undefined, highest < bounds.max ? highest : undefined);
  });
  useEffect(() => {
    if (settled) apply(settled);
  }, [settled]);

  const prices: [number, number] | null = bounds
    ? draft?.from === urlKey
      ? draft.value
      : [clamp(low ?? bounds.min, bounds), clamp(high ?? bounds.max, bounds)]
    : null;
  const texts: [string, string] | null =
    typed?.from === urlKey ? typed.value : prices ? [formatNumber(prices[0]), formatNumber(prices[1])] : null;
  const checked = bounds && typed?.from === urlKey ? readTyped(typed.value, bounds) : null;
  const error = checked && 'error' in checked ? checked.error : undefined;

  const type = (side: 0 | 1, text: string) => {
    if (!bounds || !texts) return;
    const value: [string, string] = [...texts];
    // Shown in Persian digits however they are typed.
    value[side] = toPersianDigits(toLatinDigits(text));
    setTyped({ value, from: urlKey });
    const read = readTyped(value, bounds);
    // A field in error holds back the filter, also a valid one typed just before.
    setDraft('prices' in read ? { value: read.prices, from: urlKey } : null);
  };

  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        محدوده قیمت
      </Typography>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={prices ? [stopIndex(stops, prices[0]), stopIndex(stops, prices[1])] : [0, 1]}
          min={0}
          max={Math.max(1, stops.length - 1)}
          step={1}
          slotProps={rangeInputProps}
          disabled={!bounds}
          getAriaLabel={(index) => (index === 0 ? 'کمترین قیمت' : 'بیشترین قیمت')}
          getAriaValueText={(_, index) => (prices ? formatToman(prices[index] ?? 0) : '')}
          onChange={(_, value) => {
            if (!bounds || !Array.isArray(value)) return;
            setTyped(null);
            setDraft({ value: [stops[value[0] ?? 0] ?? bounds.min, stops[value[1] ?? 0] ?? bounds.max], from: urlKey });
          }}
        />
      </Box>
      {texts || !range ? (
        // Side by side where both fit a nine-digit price with its unit (the filter drawer), one above the other in the
        // desktop's narrow sidebar, where side by side cut the highest price short.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))', gap: 1, mt: 0.5 }}>
          {fieldLabels.map((label, index) =>
            texts ? (
              <TextField
                key={label}
                label={label}
                size="small"
                value={texts[index]}
                onChange={(event) => type(index === 0 ? 0 : 1, event.target.value)}
                error={Boolean(error)}
                autoComplete="off"
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    'aria-describedby': error ? errorId : undefined,
                  },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end" sx={{ '& .MuiTypography-root': { fontSize: 12 } }}>
                        تومان
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ) : (
              <Skeleton key={label} variant="rounded" height={40} />
            ),
          )}
        </Box>
      ) : null}
      <Typography id={errorId} role="alert" variant="caption" color="error" sx={{ display: 'block', minHeight: 20, mt: 0.5 }}>
        {error}
      </Typography>
    </Box>
  );
}

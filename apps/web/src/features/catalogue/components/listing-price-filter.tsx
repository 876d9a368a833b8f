import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { PriceRange } from '@shop/contract/catalogue';
import { PRICE_FILTER_DEBOUNCE_MS, PRICE_SLIDER_MIN_FALLBACK } from '@shop/contract/constants';
import { formatToman } from '@shop/contract/persian';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
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

/** A drag in progress, and the URL bounds it started from: once the URL moves on, the URL is shown again. */
interface Draft {
  prices: [number, number];
  from: string;
}

/** Price range slider; the URL follows once the thumbs have rested for half a second. */
export function ListingPriceFilter({ range, low, high, onChange }: ListingPriceFilterProps) {
  const { bounds, stops } = useMemo(() => {
    const bounds = boundsOf(range);
    return { bounds, stops: bounds ? stopsBetween(bounds) : [] };
  }, [range]);
  const urlKey = `${low}|${high}|${bounds?.min}|${bounds?.max}`;
  const [draft, setDraft] = useState<Draft | null>(null);
  const settled = useDebouncedValue(draft, PRICE_FILTER_DEBOUNCE_MS);

  const apply = useEffectEvent((applied: Draft) => {
    if (!bounds || applied.from !== urlKey) return;
    const [lowest, highest] = applied.prices;
    // A thumb at its end means no bound at all, so the filter keeps working when prices change.
    onChange(lowest > bounds.min ? lowest : undefined, highest < bounds.max ? highest : undefined);
  });
  useEffect(() => {
    if (settled) apply(settled);
  }, [settled]);

  const prices: [number, number] | null = bounds
    ? draft?.from === urlKey
      ? draft.prices
      : [clamp(low ?? bounds.min, bounds), clamp(high ?? bounds.max, bounds)]
    : null;

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
          disabled={!bounds}
          getAriaLabel={(index) => (index === 0 ? 'کمترین قیمت' : 'بیشترین قیمت')}
          getAriaValueText={(_, index) => (prices ? formatToman(prices[index] ?? 0) : '')}
          onChange={(_, value) => {
            if (!bounds || !Array.isArray(value)) return;
            setDraft({ prices: [stops[value[0] ?? 0] ?? bounds.min, stops[value[1] ?? 0] ?? bounds.max], from: urlKey });
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minHeight: 24 }}>
        {prices ? (
          <>
            <Typography variant="body2">از {formatToman(prices[0])}</Typography>
            <Typography variant="body2">تا {formatToman(prices[1])}</Typography>
          </>
        ) : range ? null : (
          <>
            <Skeleton width={96} />
            <Skeleton width={96} />
          </>
        )}
      </Box>
    </Box>
  );
}

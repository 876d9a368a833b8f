import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useBrands } from '../api/catalogue-queries.ts';

interface ListingBrandFilterProps {
  category: number | undefined;
  chosen: number[];
  onChange: (brands: number[]) => void;
}

/**
 * The brands that sell in the chosen category, as checkboxes. A brand chosen earlier that does not sell there
 * stays listed (named from the full list, which is the same call when no category is chosen), so it can be unticked.
 * The sidebar keeps a long list to its own scroll; the phone's drawer scrolls as a whole.
 */
export function ListingBrandFilter({ category, chosen, onChange }: ListingBrandFilterProps) {
  const { data: inCategory, isPending } = useBrands({ category });
  const { data: all } = useBrands();
  const listed = inCategory?.results ?? [];
  const missing = (all?.results ?? []).filter(
    (brand) => chosen.includes(brand.id) && !listed.some((candidate) => candidate.id === brand.id),
  );
  const brands = [...missing, ...listed];

  if (!isPending && brands.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
        برند
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: { md: 264 }, overflowY: { md: 'auto' }, mx: -1, px: 1 }}>
        {isPending
          ? [88, 64, 104, 72].map((width) => (
              <Box key={width} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 38, px: 1 }}>
                <Skeleton variant="rounded" width={18} height={18} />
                <Skeleton width={width} />
              </Box>
            ))
          : brands.map((brand) => (
              <FormControlLabel
                key={brand.id}
                label={brand.name}
                sx={{ m: 0, height: 38 }}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.includes(brand.id)}
                    onChange={(_, checked) => onChange(checked ? [...chosen, brand.id] : chosen.filter((id) => id !== brand.id))}
                  />
                }
              />
            ))}
      </Box>
    </Box>
  );
}

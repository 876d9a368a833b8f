import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_ORDERINGS, type ProductOrdering, productOrderingLabel } from '@shop/contract/product-ordering';

interface ListingSortProps {
  ordering: ProductOrdering | undefined;
  onChange: (ordering: ProductOrdering | undefined) => void;
}

const DEFAULT_LABEL = 'پیش‌فرض';
const BEST_SELLING_LABEL = 'پرفروش‌ترین (به‌زودی)';
const options = [
  { value: undefined, label: DEFAULT_LABEL },
  ...PRODUCT_ORDERINGS.map((value) => ({ value, label: productOrderingLabel[value] })),
];

/** Desktop: a row of chips. The best sellers are shown but cannot be chosen until the shop counts sales. */
export function ListingSortChips({ ordering, onChange }: ListingSortProps) {
  return (
    <Box
      role="group"
      aria-labelledby="listing-sort-label"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography id="listing-sort-label" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        مرتب‌سازی:
      </Typography>
      {options.map((option) => {
        const chosen = option.value === ordering;
        return (
          <Chip
            key={option.label}
            label={option.label}
            clickable
            aria-pressed={chosen}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            onClick={() => onChange(option.value)}
            sx={{ bgcolor: chosen ? undefined : 'background.paper' }}
          />
        );
      })}
      {/* Not a disabled control (whose faded text would be hard to read): plain text that says it is not there yet. */}
      <Chip
        label={BEST_SELLING_LABEL}
        variant="outlined"
        sx={{ bgcolor: 'background.paper', color: 'text.secondary', borderStyle: 'dashed', cursor: 'not-allowed' }}
      />
    </Box>
  );
}

const DEFAULT_VALUE = 'default';
const BEST_SELLING_VALUE = 'best-selling';

/** Phones: the browser's own picker, which is quicker to use with a thumb than a menu. */
export function ListingSortSelect({ ordering, onChange }: ListingSortProps) {
  return (
    <TextField
      select
      size="small"
      label="مرتب‌سازی"
      value={ordering ?? DEFAULT_VALUE}
      onChange={(event) => {
        const value = event.target.value;
        onChange(PRODUCT_ORDERINGS.find((candidate) => candidate === value));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: '100%', maxWidth: 220, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
    >
      {options.map((option) => (
        <option key={option.label} value={option.value ?? DEFAULT_VALUE}>
          {option.label}
        </option>
      ))}
      <option value={BEST_SELLING_VALUE} disabled>
        {BEST_SELLING_LABEL}
      </option>
    </TextField>
  );
}

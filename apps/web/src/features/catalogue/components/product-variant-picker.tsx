import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { VariableAttribute } from '@shop/contract/catalogue';
import { useId } from 'react';
import type { VariationChoice } from './product-variation.ts';

interface ProductVariantPickerProps {
  attributes: VariableAttribute[];
  choice: VariationChoice;
  onChange: (choice: VariationChoice) => void;
}

/** One row of choices per attribute; choosing a chosen value again clears it. */
export function ProductVariantPicker({ attributes, choice, onChange }: ProductVariantPickerProps) {
  const idPrefix = useId();
  const chosenAny = Object.values(choice).some((value) => value !== undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          انتخاب ویژگی‌ها
        </Typography>
        <IconButton aria-label="پاک کردن انتخاب‌ها" title="پاک کردن انتخاب‌ها" onClick={() => onChange({})} disabled={!chosenAny}>
          <RestartAltIcon />
        </IconButton>
      </Box>
      {attributes.map(({ attribute, values }) => {
        const labelId = `${idPrefix}-${attribute.id}`;
        const chosen = values.find((value) => value.id === choice[attribute.id]);
        return (
          <Box key={attribute.id}>
            <Typography id={labelId} variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
              {attribute.name}:{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                {chosen?.value ?? 'انتخاب نشده'}
              </Box>
            </Typography>
            <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {values.map((value) => {
                const selected = value.id === chosen?.id;
                return (
                  <Chip
                    key={value.id}
                    label={value.value}
                    clickable
                    aria-pressed={selected}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    onClick={() => onChange({ ...choice, [attribute.id]: selected ? undefined : value.id })}
                    sx={{ minWidth: 56, height: 36, fontSize: 14, fontWeight: selected ? 700 : 400 }}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

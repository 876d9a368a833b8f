import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { formatNumber, parseWholeNumber, toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';

/** The nearest whole number of steps at or below `quantity`, one step at least. */
function toSteps(quantity: number, step: number): number {
  return Math.max(1, Math.floor(quantity / step)) * step;
}

interface QuantityStepperProps {
  value: number;
  /** The product's pack size: the quantity moves by it and is always a multiple of it. */
  step: number;
  /**
   * The most that can be ordered (limited stock), if any: + stops there. A quantity typed beyond it is passed on as
   * typed, for the owner to refuse saying how many are left, rather than cut down without a word.
   */
  max?: number | undefined;
  onChange: (quantity: number) => void;
  /** Names the control for a screen reader, e.g. «تعداد فشارسنج». */
  label: string;
  disabled?: boolean;
}

/**
 * − and + by the product's step, with the quantity between them in Persian digits and, for packs, how many packs that
 * is under them. It can be typed only when the step is 1; packs of 10 are counted with the buttons (the spec's
 * read-only field).
 */
export function QuantityStepper({ value, step, max, onChange, label, disabled = false }: QuantityStepperProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const typed = step === 1;
  const most = max === undefined ? undefined : toSteps(max, step);
  const commit = () => {
    if (typing === null) return;
    const parsed = parseWholeNumber(typing);
    setTyping(null);
    if (parsed === undefined) return;
    const next = toSteps(parsed, step);
    if (next !== value) onChange(next);
  };
  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          height: 44,
          flexShrink: 0,
        }}
      >
        <IconButton
          aria-label="افزایش"
          onClick={() => onChange(value + step)}
          disabled={disabled || (most !== undefined && value + step > most)}
          color="primary"
        >
          <AddIcon />
        </IconButton>
        <InputBase
          value={typing ?? toPersianDigits(value)}
          onChange={(event) => setTyping(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          readOnly={!typed}
          disabled={disabled}
          slotProps={{
            input: { 'aria-label': 'تعداد', inputMode: 'numeric', style: { textAlign: 'center', padding: 0, fontWeight: 700 } },
          }}
          sx={{ width: 56 }}
        />
        <IconButton aria-label="کاهش" onClick={() => onChange(value - step)} disabled={disabled || value - step < step}>
          <RemoveIcon />
        </IconButton>
      </Box>
      {/* «۲ بسته ۱۰ تایی»: the count of units is never taken for the count of packs. */}
      {step > 1 && <FormHelperText>{`${formatNumber(value / step)} بسته ${formatNumber(step)} تایی`}</FormHelperText>}
    </Box>
  );
}

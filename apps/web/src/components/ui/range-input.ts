import type { SliderProps } from '@mui/material/Slider';

/**
 * A slider's hidden range input without the `aria-valuemin`/`aria-valuemax` MUI writes beside its `min` and `max`:
 * HTML forbids both on one input, and the range's own bounds are what assistive technology reads.
 */
export const rangeInputProps = {
  input: { 'aria-valuemin': undefined, 'aria-valuemax': undefined },
} as SliderProps['slotProps'];

import type { SxProps, Theme } from '@mui/material/styles';

/** Hides text from the eye but not from screen readers: a page's h1, a link's "opens in a new tab". */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  // Strings, because sx reads a bare 1 as 100% and a bare -1 as a theme spacing.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

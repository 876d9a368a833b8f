import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A drawer's paper as assistive technology should meet it: a modal dialog named by its heading. For a drawer's
 * `slotProps`, with the paper's own look.
 */
export const dialogPaper = (labelledBy: string, sx: SxProps<Theme>) => ({
  paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': labelledBy, sx },
});

/** A sheet rising from the bottom of a phone's screen: its top corners rounded. */
export const bottomSheetSx = { borderTopLeftRadius: 16, borderTopRightRadius: 16 } as const;

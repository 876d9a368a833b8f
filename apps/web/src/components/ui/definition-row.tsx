import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A row of a `dl`: its term at the start and its value at the end; `strong` for a total, set apart by a rule above. */
export function DefinitionRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        fontWeight: strong ? 700 : 400,
        // A `dl` holds only its rows: the rule is the row's border.
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1.25 }),
      }}
    >
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
        {children}
      </Box>
    </Box>
  );
}

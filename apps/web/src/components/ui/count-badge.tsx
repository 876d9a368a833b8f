import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A count on an icon's top corner, as a cart shows its goods. Drawn with plain elements: it sits in the header of
 * every page, where MUI's Badge would add some 2 KB to the first script. The count is for the eye; the control's
 * own name says it to a screen reader.
 */
export function CountBadge({ count, children }: { count: string; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          top: -8,
          insetInlineEnd: -10,
          minWidth: 20,
          height: 20,
          px: 0.5,
          borderRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {count}
      </Box>
    </Box>
  );
}

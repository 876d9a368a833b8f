import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface OrderSectionProps {
  title: string;
  children: ReactNode;
  /** A button beside the heading. */
  action?: ReactNode;
  /** Within a card already (a tab of the profile), a section is set apart by its heading alone. */
  flat?: boolean;
}

/** A part of an order (the store, the buyer, the goods...): a heading a screen reader lists, and its content. */
export function OrderSection({ title, children, action, flat = false }: OrderSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant={flat ? 'elevation' : 'outlined'}
      sx={{ borderRadius: 3, p: flat ? 0 : { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

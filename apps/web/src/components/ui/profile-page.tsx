import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHead } from './page-head.tsx';

interface ProfilePageProps {
  title: string;
  /** A button beside the title, such as 'new address'. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the profile: its title (also the browser tab's) and its content, on one card. */
export function ProfilePage({ title, action, children }: ProfilePageProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
      <PageHead title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/ui/page-head.tsx';

/** The sign-in screens' card: one short task in the middle of the page, thumb-reachable on phones. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={title} />
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 2 }}>
          <LockOutlinedIcon />
        </Avatar>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{lead}</Typography>
        {children}
      </Paper>
    </Container>
  );
}

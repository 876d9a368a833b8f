import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { HydrateOnVisible } from '../../../components/ui/hydrate-on-visible.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

interface HomeSectionProps {
  title: string;
  /** Shown beside the title, e.g. a «مشاهده همه» link. */
  action?: ReactNode;
  /** For a strip that speaks for itself, such as the stories: the heading stays for screen readers only. */
  hiddenTitle?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** One block of the home page: an h2 under the page's h1, which also names the section. */
export function HomeSection({ title, action, hiddenTitle = false, busy = false, children }: HomeSectionProps) {
  const headingId = useId();
  const heading = (
    <Typography id={headingId} component="h2" variant="h6" sx={hiddenTitle ? visuallyHidden : { fontWeight: 700 }}>
      {title}
    </Typography>
  );
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      sx={{ mt: { xs: 3, md: 4 }, contentVisibility: 'auto', containIntrinsicHeight: 'auto 320px' }}
    >
      {hiddenTitle ? (
        heading
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
          {heading}
          {action}
        </Box>
      )}
      <HydrateOnVisible>{children}</HydrateOnVisible>
    </Box>
  );
}

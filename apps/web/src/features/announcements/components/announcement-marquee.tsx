import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { MARQUEE_DURATION_S } from '@shop/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../lib/api-client.ts';
import { announcementsQuery } from '../api/announcements-query.ts';

// The strip moves right to left across the screen, as Persian text is read.
const scroll = keyframes`from { transform: translateX(-100%); } to { transform: translateX(100vw); }`;
const bounce = keyframes`0%, 100% { transform: translateY(0); } 50% { transform: translateY(-3px); }`;
// A blinking message pulses a ring in its own colour rather than fading its text, which would lose contrast half the
// time.
const blink = keyframes`0%, 100% { box-shadow: 0 0 0 0 currentColor; } 50% { box-shadow: 0 0 0 2px currentColor; }`;

export function AnnouncementMarquee() {
  const { data, isPending } = useQuery(announcementsQuery(useApi()));
  const announcements = data?.results ?? [];
  // The strip's height is kept while it loads, so the page below does not jump when it arrives.
  if (isPending) return <Box sx={{ height: 36, bgcolor: 'primary.dark' }} />;
  if (!announcements.length) return null;
  const first = announcements[0];
  return (
    <Box
      role="region"
      aria-label="اطلاعیه‌ها"
      sx={{
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        bgcolor: first?.background_color,
        color: first?.color,
        height: 36,
        display: 'flex',
        alignItems: 'center',
        // The strip and each message's bounce or blink stand still for a visitor who asks for less motion.
        '@media (prefers-reduced-motion: reduce)': {
          '& > div, & > div > *': { animation: 'none', transform: 'none' },
        },
      }}
    >
      <Box
        sx={{
          display: 'inline-flex',
          gap: 6,
          animation: `${scroll} ${MARQUEE_DURATION_S}s linear infinite`,
          '&:hover': { animationPlayState: 'paused' },
          // A link reached by Tab stands still where it can be read and pressed.
          '&:focus-within': { animation: 'none', transform: 'none' },
        }}
      >
        {announcements.map((announcement) => (
          <Box
            key={announcement.id}
            component={announcement.url ? RouterLink : 'span'}
            to={announcement.url ?? undefined}
            sx={{
              color: announcement.color,
              bgcolor: announcement.background_color,
              px: 2,
              py: 0.5,
              borderRadius: 1,
              fontSize: 14,
              textDecoration: 'none',
              display: 'inline-block',
              animation:
                announcement.animation === 'bounce'
                  ? `${bounce} 1.2s ease-in-out infinite`
                  : announcement.animation === 'blink'
                    ? `${blink} 1.4s ease-in-out infinite`
                    : undefined,
            }}
          >
            {announcement.message}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

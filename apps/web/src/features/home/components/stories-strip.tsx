import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { STORIES_LOOP_ABOVE } from '@shop/contract/constants';
import type { StoryGroup } from '@shop/contract/stories';
import { Suspense, useState } from 'react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { FillImage } from '../../../components/ui/fill-image.tsx';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { loadStoryViewer, useStoryGroups } from '../../stories/index.ts';
import { HomeSection } from './home-section.tsx';

// The viewer (and MUI's Dialog) downloads on the first tap, not with the page.
const StoryViewer = lazyWhenOnline(loadStoryViewer);

const AVATAR_PX = { xs: 64, md: 76 };
/** The avatar inside its 2 px ring. */
const RING_PX = { xs: 68, md: 80 };
const SLIDE_PX = { xs: 72, md: 88 };
/** Avatars in view on a phone's first screen load at once; the rest wait until they are scrolled to. */
const EAGER_AVATARS = 6;

interface ViewerState {
  group: number;
  open: boolean;
  /** Every opening is a fresh viewer, starting at its group's first story. */
  session: number;
}

export function StoriesStrip() {
  const { data, isPending } = useStoryGroups();
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const groups = (data?.results ?? []).filter((group) => group.items.length > 0);
  if (!isPending && !groups.length) return null;

  return (
    <HomeSection title="استوری‌ها" hiddenTitle busy={isPending}>
      {isPending ? (
        <Box aria-hidden sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }}>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
            <Box key={index} sx={{ width: SLIDE_PX, flexShrink: 0, display: 'grid', justifyItems: 'center', gap: 0.5, py: 0.5 }}>
              <Skeleton variant="circular" sx={{ width: RING_PX, height: RING_PX }} />
              <Skeleton width="80%" sx={{ fontSize: 12, lineHeight: 1.5, height: '3em' }} />
            </Box>
          ))}
        </Box>
      ) : (
        <Carousel
          items={groups}
          itemKey={(group) => group.id}
          loop={groups.length > STORIES_LOOP_ABOVE}
          renderItem={(group, index) => (
            <StoryAvatar
              group={group}
              eager={index < EAGER_AVATARS}
              onOpen={() => setViewer((current) => ({ group: index, open: true, session: (current?.session ?? 0) + 1 }))}
            />
          )}
        />
      )}
      {viewer && (
        <Suspense fallback={null}>
          <StoryViewer
            key={viewer.session}
            groups={groups}
            startGroup={viewer.group}
            open={viewer.open}
            onClose={() => setViewer((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </HomeSection>
  );
}

function StoryAvatar({ group, eager, onOpen }: { group: StoryGroup; eager: boolean; onOpen: () => void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-haspopup="dialog"
      sx={{
        width: SLIDE_PX,
        display: 'grid',
        justifyItems: 'center',
        gap: 0.5,
        borderRadius: 2,
        py: 0.5,
        px: '4px',
        // Drawn inside: the carousel's viewport clips anything outside the slide.
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {/* The ring of a story, as customers know it from Instagram. Spans: a button holds phrasing content only. */}
      <Box
        component="span"
        sx={{
          display: 'block',
          p: '2px',
          borderRadius: '50%',
          background: (theme) => `linear-gradient(45deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          lineHeight: 0,
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'block',
            width: AVATAR_PX,
            height: AVATAR_PX,
            borderRadius: '50%',
            overflow: 'hidden',
            border: 2,
            borderColor: 'background.paper',
            bgcolor: 'grey.100',
          }}
        >
          {group.image_data && <FillImage src={group.image_data.thumbnail} alt="" width={76} height={76} priority={eager} />}
        </Box>
      </Box>
      <Typography
        component="span"
        sx={{
          fontSize: 12,
          lineHeight: 1.5,
          height: '3em',
          textAlign: 'center',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {group.name}
      </Typography>
    </ButtonBase>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { keyframes, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import type { StoryGroup } from '@shop/contract/stories';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

/** How long each story stays before the next, as on Instagram. */
const STORY_DURATION_MS = 5000;

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

interface StoryViewerProps {
  /** Groups that have at least one story. */
  groups: StoryGroup[];
  startGroup: number;
  open: boolean;
  onClose: () => void;
}

interface Position {
  group: number;
  item: number;
  /** Counts every move, so going back from the very first story restarts its bar. */
  run: number;
}

/**
 * The stories of a group one by one, then the next group's, then it closes. The bar of the current story
 * fills in CSS and its end moves on, so the timer and what the customer sees cannot drift apart.
 */
export function StoryViewer({ groups, startGroup, open, onClose }: StoryViewerProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [position, setPosition] = useState<Position>({ group: startGroup, item: 0, run: 0 });
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useCloseOnBack(open, onClose);

  const group = groups[position.group];
  const item = group?.items[position.item];
  const nextGroup = groups[position.group + 1];
  const nextItem = group?.items[position.item + 1] ?? nextGroup?.items[0];
  const nextSrc = nextItem?.image_data?.f;

  // The next picture is fetched while this one shows, so the next bar rarely waits.
  useEffect(() => {
    if (nextSrc) new Image().src = nextSrc;
  }, [nextSrc]);

  if (!group || !item) return null;

  const go = (to: Omit<Position, 'run'>) => setPosition((current) => ({ ...to, run: current.run + 1 }));
  const forward = () => {
    if (position.item + 1 < group.items.length) go({ group: position.group, item: position.item + 1 });
    else if (nextGroup) go({ group: position.group + 1, item: 0 });
    else onClose();
  };
  const back = () => {
    const previousGroup = groups[position.group - 1];
    if (position.item > 0) go({ group: position.group, item: position.item - 1 });
    else if (previousGroup) go({ group: position.group - 1, item: previousGroup.items.length - 1 });
    else go(position);
  };
  // Right to left: the next story lies to the left.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') forward();
    else if (event.key === 'ArrowRight') back();
  };

  const image = item.image_data;
  // The bar waits for the picture: five seconds of a blank screen would be a story missed.
  const ready = !image || loadedSrc === image.f;
  const product = item.product_data;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          sx: {
            bgcolor: 'grey.900',
            color: 'common.white',
            backgroundImage: 'none',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            width: { sm: 420 },
            height: { sm: 'min(760px, calc(100% - 64px))' },
          },
        },
      }}
    >
      <Box sx={{ px: 1.5, pt: 1.5 }}>
        <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
          {group.items.map((story, index) => (
            <Box
              key={story.id}
              sx={{ flex: 1, height: 3, borderRadius: 2, overflow: 'hidden', bgcolor: 'rgba(255,255,255,0.35)' }}
            >
              <Box
                key={index === position.item ? position.run : undefined}
                onAnimationEnd={index === position.item ? forward : undefined}
                sx={{
                  height: '100%',
                  bgcolor: 'common.white',
                  // Written left to right like every style here: the RTL plugin turns it into the right,
                  // so the bar fills from where a Persian reader starts.
                  transformOrigin: 'left',
                  transform: index < position.item ? 'none' : 'scaleX(0)',
                  animation: index === position.item ? `${fill} ${STORY_DURATION_MS}ms linear forwards` : 'none',
                  animationPlayState: ready && open ? 'running' : 'paused',
                }}
              />
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          {group.image_data && (
            <img
              src={group.image_data.thumbnail}
              alt=""
              width={36}
              height={36}
              style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
            />
          )}
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
            {group.name}
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            استوری {toPersianDigits(position.item + 1)} از {toPersianDigits(group.items.length)}
          </Box>
          <IconButton aria-label="بستن" onClick={onClose} sx={{ color: 'common.white' }}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>

      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          px: 2,
          py: 1,
        }}
      >
        {item.badge && (
          <Box
            component="span"
            sx={{
              bgcolor: 'error.main',
              color: 'common.white',
              borderRadius: 5,
              px: 1.5,
              py: 0.25,
              fontSize: 13,
              fontWeight: 700,
            }}
          >
            {item.badge}
          </Box>
        )}
        {image && (
          <Box
            component="img"
            src={image.f}
            alt=""
            width={image.width}
            height={image.height}
            onLoad={() => setLoadedSrc(image.f)}
            onError={() => setLoadedSrc(image.f)}
            sx={{ width: '100%', height: 'auto', minHeight: 0, maxHeight: '60%', objectFit: 'contain', borderRadius: 2 }}
          />
        )}
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, textAlign: 'center', lineHeight: 1.8 }}>
          {item.title}
        </Typography>
        {/* Tapping the halves moves through the stories: the start (right) half back, the end (left) half on. */}
        <Box component="button" type="button" aria-label="استوری قبلی" onClick={back} sx={{ ...tapZone, insetInlineStart: 0 }} />
        <Box component="button" type="button" aria-label="استوری بعدی" onClick={forward} sx={{ ...tapZone, insetInlineEnd: 0 }} />
      </Box>

      {product && (
        <Box
          sx={{
            m: 1.5,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            display: 'grid',
            gap: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {product.featured_image && (
              <img
                src={product.featured_image.thumbnail}
                alt=""
                width={56}
                height={56}
                style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                sx={{
                  fontWeight: 700,
                  fontSize: 14,
                  lineHeight: 1.8,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {product.name}
              </Typography>
              {product.stock_type === 'call' ? (
                <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700, textAlign: 'end' }}>
                  برای قیمت تماس بگیرید
                </Typography>
              ) : (
                <Price price={product.price} regularPrice={product.regular_price} />
              )}
            </Box>
          </Box>
          {/* The product takes the viewer's history entry: Back from it returns to the page the stories were on. */}
          <Button component={RouterLink} to={paths.product(product.id)} replace variant="contained" fullWidth>
            مشاهده محصول
          </Button>
        </Box>
      )}
    </Dialog>
  );
}

const tapZone = {
  position: 'absolute',
  insetBlock: 0,
  width: '50%',
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'common.white', outlineOffset: -4 },
} as const;

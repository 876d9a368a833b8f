import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Image } from '@shop/contract/media';
import { toPersianDigits } from '@shop/contract/persian';
import { type KeyboardEvent, type TouchEvent, useRef } from 'react';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';

interface ProductImagePreviewProps {
  open: boolean;
  onClose: () => void;
  images: Image[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.55)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
} as const;

/** The product's images full screen, one at a time, with next and previous. */
export function ProductImagePreview({ open, onClose, images, index, onIndexChange, name }: ProductImagePreviewProps) {
  useCloseOnBack(open, onClose);
  const image = images[index];
  const count = images.length;
  const step = (by: number) => onIndexChange((index + by + count) % count);
  // Right to left: the next image lies to the left, so the left arrow moves forward.
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(1);
    else if (event.key === 'ArrowRight') step(-1);
  };
  // A swipe follows the same direction: dragging the image rightwards brings the next one in from the left.
  const touchStartX = useRef<number | null>(null);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (count < 2 || start === null || end === undefined || Math.abs(end - start) < 50) return;
    step(end > start ? 1 : -1);
  };
  const position = `${toPersianDigits(index + 1)} از ${toPersianDigits(count)}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, md: 2 }, py: 1 }}>
        <DialogTitle
          component="h2"
          sx={{ flex: 1, minWidth: 0, p: 0, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {name}
        </DialogTitle>
        {count > 1 && (
          <Typography aria-live="polite" sx={{ fontSize: 14, color: 'grey.300', flexShrink: 0 }}>
            تصویر {position}
          </Typography>
        )}
        <IconButton aria-label="بستن" onClick={onClose} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        {image && (
          <img
            src={image.f}
            alt={`${name}، تصویر ${position}`}
            width={image.width}
            height={image.height}
            style={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain' }}
          />
        )}
        {count > 1 && (
          <>
            {/* Written left-to-right; the RTL style plugin mirrors `left`/`right`, so «previous» sits on the right. */}
            <IconButton aria-label="تصویر قبلی" onClick={() => step(-1)} sx={{ ...navButtonSx, left: 12 }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
            <IconButton aria-label="تصویر بعدی" onClick={() => step(1)} sx={{ ...navButtonSx, right: 12 }}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

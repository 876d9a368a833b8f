import Box from '@mui/material/Box';
import type { Image } from '@shop/contract/media';
import { FillImage } from './fill-image.tsx';

/** A cart line's small picture, or an empty square of the same size for a product without one. */
export function LinePicture({ image, size }: { image: Image | null; size: number }) {
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
      {/* The name is written beside it: the picture adds nothing a screen reader should repeat. */}
      {image && <FillImage src={image.thumbnail} alt="" width={size} height={size} fit="contain" />}
    </Box>
  );
}

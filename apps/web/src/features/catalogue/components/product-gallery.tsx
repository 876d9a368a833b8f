import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image } from '@shop/contract/media';
import { toPersianDigits } from '@shop/contract/persian';
import { Suspense, useState } from 'react';
import { FillImage } from '../../../components/ui/fill-image.tsx';
import { lazyWhenOnline } from '../../../lib/offline.ts';

// Loaded on the first tap on the image, off the way of the page's first paint.
const ProductImagePreview = lazyWhenOnline(async () => (await import('./product-image-preview.tsx')).ProductImagePreview);

export const GALLERY_THUMB_PX = 64;

interface ProductGalleryProps {
  images: Image[];
  /** The `f` of the image to show first: the chosen variation's; the gallery turns to it when it changes. */
  activeImage: string | undefined;
  name: string;
}

/** The main image, opening a full-screen preview, and a row of thumbnails to switch it. */
export function ProductGallery({ images, activeImage, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  /** Null until the preview is first opened; it then stays mounted so that it can animate closed. */
  const [previewOpen, setPreviewOpen] = useState<boolean | null>(null);
  const [followed, setFollowed] = useState(activeImage);
  if (followed !== activeImage) {
    setFollowed(activeImage);
    setSelected(
      Math.max(
        0,
        images.findIndex((image) => image.f === activeImage),
      ),
    );
  }
  const count = images.length;
  const current = selected < count ? selected : 0;
  const image = images[current];

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {image ? (
          <ButtonBase
            onClick={() => setPreviewOpen(true)}
            aria-label={`نمایش تصویر ${toPersianDigits(current + 1)} از ${toPersianDigits(count)} در اندازهٔ بزرگ`}
            sx={{ width: '100%', height: '100%', display: 'block' }}
          >
            <FillImage src={image.f} alt={name} width={image.width} height={image.height} fit="contain" priority />
            <ZoomInIcon
              aria-hidden
              sx={{
                position: 'absolute',
                bottom: 12,
                left: 12,
                p: 0.5,
                fontSize: 32,
                borderRadius: '50%',
                bgcolor: 'rgba(255,255,255,0.9)',
                color: 'text.secondary',
              }}
            />
          </ButtonBase>
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'grey.400' }}>
            <ImageNotSupportedOutlinedIcon sx={{ fontSize: 64 }} />
          </Box>
        )}
      </Box>
      {count > 1 && (
        <Box
          component="ul"
          aria-label="تصاویر محصول"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, overflowX: 'auto' }}
        >
          {images.map((thumb, index) => (
            <Box component="li" key={thumb.f} sx={{ flexShrink: 0 }}>
              <ButtonBase
                onClick={() => setSelected(index)}
                aria-label={`تصویر ${toPersianDigits(index + 1)}`}
                aria-current={index === current ? 'true' : undefined}
                sx={{
                  width: GALLERY_THUMB_PX,
                  height: GALLERY_THUMB_PX,
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'common.white',
                  border: 2,
                  borderColor: index === current ? 'primary.main' : 'divider',
                }}
              >
                <FillImage src={thumb.thumbnail} alt="" width={GALLERY_THUMB_PX} height={GALLERY_THUMB_PX} />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      {previewOpen !== null && (
        <Suspense fallback={null}>
          <ProductImagePreview
            open={previewOpen}
            onClose={() => setPreviewOpen(false)}
            images={images}
            index={current}
            onIndexChange={setSelected}
            name={name}
          />
        </Suspense>
      )}
    </Box>
  );
}

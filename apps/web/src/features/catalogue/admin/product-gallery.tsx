import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Alert, Box, Button, Card, CardActions, CardMedia, IconButton, Tooltip } from '@mui/material';
import type { AdminProduct } from '@shop/contract/catalogue-admin';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { AVATAR_TYPES } from '@shop/contract/users';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useAdminApi } from '../../../lib/admin-data.ts';

/**
 * A product's pictures: upload (JPEG, PNG or WebP, as an avatar), move earlier or later, remove, and pick the one the
 * shop shows first. Each change is saved at once, apart from the form's other fields.
 */
const { products } = catalogueRoutes.admin;

export function ProductGallery() {
  const api = useAdminApi();
  const product = useRecordContext<AdminProduct>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!product) return null;

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (!chosen.length) return;
    void act(async () => {
      for (const file of chosen) {
        const form = new FormData();
        form.append('image', file);
        await api.call(products.addPicture, { params: { id: product.id }, body: form });
      }
    }, 'تصویر به گالری افزوده شد.');
  };

  const ids = product.gallery.map((picture) => picture.id);
  const move = (index: number, step: number) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + step, 0, moved);
    void act(
      () => api.call(products.orderGallery, { params: { id: product.id }, body: { ids: order } }),
      'ترتیب گالری ذخیره شد.',
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <Button variant="contained" component="label" disabled={busy} sx={{ justifySelf: 'start' }}>
        افزودن تصویر
        <input
          hidden
          multiple
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-label="افزودن تصویر به گالری"
          onChange={(event) => upload(event.target.files)}
        />
      </Button>
      {product.gallery.length === 0 && <Alert severity="info">این کالا هنوز تصویری ندارد.</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {product.gallery.map((picture, index) => (
          <Card
            key={picture.id}
            variant="outlined"
            sx={{ width: 208, borderColor: picture.is_featured ? 'primary.main' : undefined }}
          >
            <CardMedia
              component="img"
              image={picture.thumbnail}
              alt={`تصویر ${toPersianDigits(index + 1)}`}
              sx={{ height: 150, objectFit: 'contain', bgcolor: 'grey.50' }}
            />
            <CardActions sx={{ justifyContent: 'space-between', px: 0.5 }}>
              <Tooltip title={picture.is_featured ? 'تصویر شاخص' : 'تصویر شاخص شود'}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={picture.is_featured ? 'تصویر شاخص' : 'تصویر شاخص شود'}
                    disabled={busy || picture.is_featured}
                    onClick={() =>
                      act(
                        () => api.call(products.update, { params: { id: product.id }, body: { featured_image: picture.id } }),
                        'تصویر شاخص تغییر کرد.',
                      )
                    }
                  >
                    {picture.is_featured ? <StarIcon color="primary" /> : <StarBorderIcon />}
                  </IconButton>
                </span>
              </Tooltip>
              {/* Right to left, «earlier» points right. */}
              <IconButton aria-label="جلوتر" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                <ArrowForwardIcon />
              </IconButton>
              <IconButton aria-label="عقب‌تر" disabled={busy || index === ids.length - 1} onClick={() => move(index, 1)}>
                <ArrowBackIcon />
              </IconButton>
              <IconButton
                aria-label="حذف تصویر"
                disabled={busy}
                onClick={() =>
                  act(
                    () => api.call(products.removePicture, { params: { id: product.id, imageId: picture.id } }),
                    'تصویر حذف شد.',
                  )
                }
              >
                <DeleteIcon color="error" />
              </IconButton>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

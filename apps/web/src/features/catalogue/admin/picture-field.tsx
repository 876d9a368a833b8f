import { Box, Button } from '@mui/material';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import type { Image } from '@shop/contract/media';
import { AVATAR_TYPES } from '@shop/contract/users';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useAdminApi } from '../../../lib/admin-data.ts';

/**
 * The picture of a category or the logo of a brand: uploaded and removed at once through the resource's picture
 * routes, apart from the form's fields.
 */
export function PictureField({ resource, label }: { resource: 'categories' | 'brands'; label: string }) {
  const api = useAdminApi();
  const { setPicture, removePicture } = catalogueRoutes.admin[resource];
  const record = useRecordContext<{ id: number; image: Image | null }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

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

  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    void act(() => api.call(setPicture, { params: { id: record.id }, body: form }), `${label} ذخیره شد.`);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: 2,
          bgcolor: 'grey.100',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {record.image && (
          <Box component="img" src={record.image.thumbnail} alt={label} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        )}
      </Box>
      <Button variant="outlined" component="label" disabled={busy}>
        {record.image ? `تغییر ${label}` : `افزودن ${label}`}
        <input
          hidden
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-label={label}
          onChange={(event) => upload(event.target.files?.[0])}
        />
      </Button>
      {record.image && (
        <Button
          color="error"
          disabled={busy}
          onClick={() => act(() => api.call(removePicture, { params: { id: record.id } }), `${label} حذف شد.`)}
        >
          حذف {label}
        </Button>
      )}
    </Box>
  );
}

/** A small picture in a list's row. */
export function Thumb({ image }: { image: Image | null }) {
  return image ? (
    <Box component="img" src={image.thumbnail} alt="" sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1 }} />
  ) : (
    <Box sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'grey.100' }} />
  );
}

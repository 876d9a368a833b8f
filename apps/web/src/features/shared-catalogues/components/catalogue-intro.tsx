import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TRUNCATE_CHARS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { formatJalaliDate } from '@shop/contract/persian';
import type { Catalogue } from '@shop/contract/shared-catalogues';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { truncate } from '../../../lib/truncate.ts';

/** The store's notes in full up to the spec's 100 characters; longer ones open on asking. */
function PublicNotes({ notes }: { notes: string }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = notes.length > TRUNCATE_CHARS;
  return (
    <Box>
      <Typography id={textId} sx={{ whiteSpace: 'pre-line', color: 'text.secondary', lineHeight: 2 }}>
        {long && !open ? truncate(notes, TRUNCATE_CHARS) : notes}
      </Typography>
      {long && (
        <Button size="small" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)} sx={{ px: 0.5 }}>
          {open ? 'نمایش کمتر' : 'نمایش بیشتر'}
        </Button>
      )}
    </Box>
  );
}

/** The catalogue's name, the store's notes, when it last changed, and the ways to pass it on or leave for the shop. */
export function CatalogueIntro({ catalogue }: { catalogue: Catalogue }) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {catalogue.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        آخرین به‌روزرسانی: <time dateTime={catalogue.updated_at}>{formatJalaliDate(catalogue.updated_at)}</time>
      </Typography>
      {catalogue.public_notes && <PublicNotes notes={catalogue.public_notes} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CopyLinkButton path={paths.catalogue(catalogue.key)} label="لینک کاتالوگ" />
        <Button variant="text" startIcon={<StorefrontOutlinedIcon />} component={RouterLink} to={paths.home}>
          بازگشت به فروشگاه
        </Button>
      </Box>
    </Box>
  );
}

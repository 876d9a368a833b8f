import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@shop/contract/paths';
import type { AdminCatalogueSummary } from '@shop/contract/shared-catalogues';
import { useRecordContext } from 'react-admin';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';

/** The catalogue's public link, to copy for a chat and to open as its customers will see it. */
export function CatalogueLinkButtons() {
  const catalogue = useRecordContext<AdminCatalogueSummary>();
  if (!catalogue) return null;
  return (
    // Inside a list's row, which opens the catalogue's form when clicked elsewhere.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      <CopyLinkButton path={paths.catalogue(catalogue.key)} label="لینک کاتالوگ" />
      <Button variant="outlined" startIcon={<OpenInNewIcon />} href={catalogue.web_client_url} target="_blank" rel="noopener">
        پیش‌نمایش
      </Button>
    </Box>
  );
}

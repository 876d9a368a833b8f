import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { useState } from 'react';
import { useSiteOrigin } from '../../../lib/page-setting.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Copies the order's tracking link, on the shop's address as this page knows it (as a product's share link is);
 * where the browser will not copy, the link is shown to copy by hand.
 */
export function CopyLinkButton({ orderKey }: { orderKey: string }) {
  const url = useSiteOrigin() + paths.orderTracking(orderKey);
  const [manualCopy, setManualCopy] = useState(false);
  const copy = async () => {
    try {
      // Missing on pages not served over HTTPS.
      await navigator.clipboard.writeText(url);
      toast(messages.linkCopied, 'success');
    } catch {
      setManualCopy(true);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
        کپی لینک سفارش
      </Button>
      {manualCopy && (
        <TextField
          label="لینک سفارش"
          value={url}
          autoFocus
          size="small"
          helperText="کپی خودکار ممکن نشد؛ لینک را انتخاب و کپی کنید."
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          sx={{ flexBasis: '100%' }}
        />
      )}
    </>
  );
}

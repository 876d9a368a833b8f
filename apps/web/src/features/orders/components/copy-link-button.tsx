import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messages } from '@shop/contract/messages';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';

/** Copies the order's tracking link; where the browser will not, the link is shown to copy by hand. */
export function CopyLinkButton({ url }: { url: string }) {
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

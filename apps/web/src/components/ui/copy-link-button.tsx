import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messages } from '@shop/contract/messages';
import { useState } from 'react';
import { useSiteOrigin } from '../../lib/page-setting.ts';
import { toast } from '../../lib/toast.ts';

interface CopyLinkButtonProps {
  /** The page's path and query on the shop, e.g. an order's tracking page. */
  path: string;
  /** «لینک سفارش»: what the link is, for the button («کپی لینک سفارش») and the field it falls back to. */
  label: string;
}

/**
 * Copies a page's link, on the shop's address as this page knows it (as a product's share link is); where the
 * browser will not copy, the link is shown to copy by hand.
 */
export function CopyLinkButton({ path, label }: CopyLinkButtonProps) {
  const url = useSiteOrigin() + path;
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
        کپی {label}
      </Button>
      {manualCopy && (
        <TextField
          label={label}
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

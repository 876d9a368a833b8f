import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
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
 * Copies a link; where the browser will not (the clipboard is missing on pages not served over HTTPS), `manualCopy`
 * asks for the link to be shown to copy by hand (ManualCopyField).
 */
export function useCopyLink(url: string) {
  const [manualCopy, setManualCopy] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(messages.linkCopied, 'success');
    } catch {
      setManualCopy(true);
    }
  };
  return { copy, manualCopy };
}

/** The link to select and copy by hand, where the browser would not copy it. */
export function ManualCopyField({ label, url, sx }: { label: string; url: string; sx?: SxProps<Theme> }) {
  return (
    <TextField
      label={label}
      value={url}
      autoFocus
      size="small"
      helperText="کپی خودکار ممکن نشد؛ لینک را انتخاب و کپی کنید."
      onFocus={(event) => event.target.select()}
      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      sx={sx}
    />
  );
}

/** Copies a page's link, on the shop's address as this page knows it (as a product's share link is). */
export function CopyLinkButton({ path, label }: CopyLinkButtonProps) {
  const url = useSiteOrigin() + path;
  const { copy, manualCopy } = useCopyLink(url);
  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
        کپی {label}
      </Button>
      {manualCopy && <ManualCopyField label={label} url={url} sx={{ flexBasis: '100%' }} />}
    </>
  );
}

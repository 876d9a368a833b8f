import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ManualCopyField, useCopyLink } from '../../../components/ui/copy-link-button.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';

interface ProductShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}

/** The product's link: copied, sent through WhatsApp or Telegram, or handed to the phone's own share sheet. */
export function ProductShareDialog({ open, onClose, url, title }: ProductShareDialogProps) {
  const { copy, manualCopy } = useCopyLink(url);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  useCloseOnBack(open, onClose);

  const shareNatively = () => {
    // A customer closing the share sheet rejects the promise; there is nothing to report.
    navigator.share({ title, url }).catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle sx={{ fontWeight: 700 }}>اشتراک‌گذاری محصول</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 0.5 }}>
          <Button variant="outlined" size="large" startIcon={<ContentCopyIcon />} onClick={copy}>
            کپی لینک
          </Button>
          {manualCopy && <ManualCopyField label="لینک محصول" url={url} />}
          <Button
            variant="outlined"
            size="large"
            color="success"
            startIcon={<WhatsAppIcon />}
            href={`https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`}
            target="_blank"
            rel="noopener"
          >
            واتس‌اپ
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="secondary"
            startIcon={<TelegramIcon />}
            href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener"
          >
            تلگرام
          </Button>
          {canShareNatively && (
            <Button variant="outlined" size="large" startIcon={<IosShareIcon />} onClick={shareNatively}>
              سایر برنامه‌ها
            </Button>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>بستن</Button>
      </DialogActions>
    </Dialog>
  );
}

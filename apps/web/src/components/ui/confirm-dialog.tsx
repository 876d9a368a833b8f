import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useCloseOnBack } from './use-close-on-back.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, answered yes or no. */
  message: string;
  /** While the confirmed action runs the answer waits and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before something that cannot be undone, such as a deletion. */
export function ConfirmDialog({ open, title, message, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  useCloseOnBack(open, onClose);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          خیر
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          بله
        </Button>
      </DialogActions>
    </Dialog>
  );
}

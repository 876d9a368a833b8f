import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messages } from '@shop/contract/messages';

/** A list that could not be read says so, rather than look empty; the API client has told why in a toast. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          تلاش دوباره
        </Button>
      }
    >
      {messages.somethingWentWrong}
    </Alert>
  );
}

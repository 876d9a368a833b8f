import WifiOffIcon from '@mui/icons-material/WifiOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isOfflineError, loadFailureMessage } from '../../lib/api-client.ts';

/**
 * A list that could not be read says so, rather than look empty: offline in the spec's words (it is read again by
 * itself on reconnecting), otherwise that something went wrong, with a retry; the API client's toast has told why.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isOfflineError(error);
  return (
    <Alert
      severity={offline ? 'warning' : 'error'}
      icon={offline ? <WifiOffIcon /> : undefined}
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          تلاش دوباره
        </Button>
      }
    >
      {loadFailureMessage(error)}
    </Alert>
  );
}

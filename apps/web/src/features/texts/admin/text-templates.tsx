import SmsIcon from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import { toPersianDigits } from '@shop/contract/persian';
import type { TextTemplate } from '@shop/contract/texts';
import { textsRoutes } from '@shop/contract/texts-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { useAdminApi } from '../../../lib/admin-data.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

const TEMPLATES_KEY = ['admin', 'texts', 'templates'];
const SETTINGS_KEY = ['admin', 'texts', 'settings'];

/** Sends one change, then says so and reads the page again; a refusal's sentence is kept for its field. */
function useTextChange(queryKey: string[]) {
  const api = useAdminApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (send: (admin: ApiClient) => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    try {
      await send(api);
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      const message = failure instanceof HttpError ? failure.message : messages.unknownError;
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}

function TemplateCard({ template }: { template: TextTemplate }) {
  const [body, setBody] = useState(template.body);
  const { run, busy, error } = useTextChange(TEMPLATES_KEY);
  const params = { kind: template.kind };
  const headingId = `text-template-${template.kind}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {template.label}
        </Typography>
        {template.audience === 'staff' && <Chip size="small" label="به کارکنان" />}
        {template.customised && <Chip size="small" color="primary" variant="outlined" label="ویرایش‌شده" />}
      </Box>
      <TextField
        label={`متن پیامک ${template.label}`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error || false}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          متغیرها:
        </Typography>
        {template.placeholders.map((placeholder) => (
          <Chip
            key={placeholder.name}
            size="small"
            variant="outlined"
            label={
              <span>
                <bdi dir="ltr">{`{${placeholder.name}}`}</bdi> {placeholder.label}
              </span>
            }
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy || body === template.body}
          onClick={() =>
            run((admin) => admin.call(textsRoutes.admin.updateTemplate, { params, body: { body } }), 'متن پیامک ذخیره شد')
          }
        >
          ذخیره متن
        </Button>
        <Button
          disabled={busy || !template.customised}
          onClick={async () => {
            await run((admin) => admin.call(textsRoutes.admin.resetTemplate, { params }), 'متن پیش‌فرض برگردانده شد');
            setBody(template.default_body);
          }}
        >
          بازگشت به متن پیش‌فرض
        </Button>
      </Box>
    </Paper>
  );
}

/** The numbers, one a line, in Latin or Persian digits as staff type them. */
function StaffNumbers({ numbers }: { numbers: string[] }) {
  const [text, setText] = useState(toPersianDigits(numbers.join('\n')));
  const { run, busy, error } = useTextChange(SETTINGS_KEY);
  const typed = text
    .split(/[\n,،]/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Paper component="section" aria-labelledby="staff-numbers" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="staff-numbers" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        شماره‌های کارکنان برای سفارش تازه
      </Typography>
      <TextField
        label="شماره موبایل‌ها، هر کدام در یک خط"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        error={Boolean(error)}
        helperText={error || 'خالی بگذارید تا به کسی پیامک نرود.'}
      />
      <Box>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            run(
              (admin) => admin.call(textsRoutes.admin.updateSettings, { body: { staff_mobile_numbers: typed } }),
              'شماره‌های کارکنان ذخیره شد',
            )
          }
        >
          ذخیره شماره‌ها
        </Button>
      </Box>
    </Paper>
  );
}

/** The texts after a sale: who on the staff hears of new orders, and each kind's text, edited or reset. */
export function TextTemplatesPage() {
  const api = useAdminApi();
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: () => api.call(textsRoutes.admin.templates) });
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.call(textsRoutes.admin.settings) });
  const error = templates.error ?? settings.error;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 860 }}>
      <Title title="متن پیامک‌ها" />
      {error ? (
        <Alert severity="error">{error instanceof HttpError ? error.message : messages.somethingWentWrong}</Alert>
      ) : templates.data && settings.data ? (
        <>
          <StaffNumbers numbers={settings.data.staff_mobile_numbers} />
          <Typography variant="h6" component="h2">
            متن پیامک‌ها
          </Typography>
          {templates.data.map((template) => (
            <TemplateCard key={`${template.kind}:${template.updated_at}`} template={template} />
          ))}
        </>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Box>
  );
}

export const textTemplatesResource = {
  name: 'text-templates',
  routes: {},
  list: TextTemplatesPage,
  icon: SmsIcon,
  options: { label: 'متن پیامک‌ها' },
};

import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportRefused } from '@shop/contract/catalogue-admin';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';
import { Button, HttpError, useListContext, useNotify, useRefresh } from 'react-admin';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { saveFile } from '../../../lib/open-document.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list's filters as the export's query: the same products the list shows, in its order. */
function exportQuery(filter: Record<string, unknown>, sort: { field: string; order: string }, format: 'xlsx' | 'csv') {
  const query: Record<string, string> = { format };
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') query[key === 'q' ? 'search' : key] = String(value);
  }
  if (sort.field) query.ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
  return query;
}

/** Downloads what the list shows as an Excel or CSV sheet. */
export function ExportButtons() {
  const api = useAdminApi();
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const download = async (format: 'xlsx' | 'csv') => {
    try {
      const blob = await api.document(
        catalogueRoutes.admin.products.export,
        { query: exportQuery(filterValues, sort, format) },
        format === 'xlsx' ? XLSX_TYPE : 'text/csv',
      );
      saveFile(blob, `products.${format}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="خروجی اکسل" onClick={() => download('xlsx')}>
        <DownloadIcon />
      </Button>
      <Button label="خروجی CSV" onClick={() => download('csv')}>
        <DownloadIcon />
      </Button>
    </>
  );
}

/** Sends a sheet of products; a refused sheet shows each bad row's number, column and messages. */
export function ImportButton() {
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<ImportRefused['rows'] | null>(null);
  const [problem, setProblem] = useState('');
  const notify = useNotify();
  const refresh = useRefresh();

  const close = () => {
    setOpen(false);
    setFile(null);
    setRefused(null);
    setProblem('');
  };

  const send = async () => {
    if (!file) return;
    setSending(true);
    setRefused(null);
    setProblem('');
    const form = new FormData();
    form.append('file', file);
    try {
      const result = await api.call(catalogueRoutes.admin.products.import, { body: form });
      notify(`${toPersianDigits(result.created)} کالای تازه افزوده و ${toPersianDigits(result.updated)} کالا به‌روز شد.`, {
        type: 'success',
      });
      refresh();
      close();
    } catch (error) {
      const rows = error instanceof HttpError ? (error.body as Partial<ImportRefused> | undefined)?.rows : undefined;
      if (rows) setRefused(rows);
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button label="ورود از فایل" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>ورود کالاها از اکسل یا CSV</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            فایلی با همان ستون‌های «خروجی اکسل» بفرستید. ردیف‌هایی که شناسه دارند همان کالا را به‌روز می‌کنند و ردیف‌های بی‌شناسه کالای
            سادهٔ تازه می‌سازند. اگر ردیفی خطا داشته باشد هیچ ردیفی اعمال نمی‌شود. قیمت و موجودی کالاهای متغیر از تنوع‌هایشان می‌آید و
            از فایل خوانده نمی‌شود.
          </Typography>
          <MuiButton variant="outlined" component="label" sx={{ justifySelf: 'start' }}>
            {file ? file.name : 'انتخاب فایل'}
            <input
              hidden
              type="file"
              aria-label="فایل کالاها"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </MuiButton>
          {problem && <Alert severity="error">{problem}</Alert>}
          {refused && (
            <>
              <Alert severity="error">
                {toPersianDigits(refused.length)} ردیف خطا دارد؛ هیچ تغییری اعمال نشد. ردیف‌ها را درست کنید و دوباره بفرستید.
              </Alert>
              <Table size="small" aria-label="خطاهای ردیف‌ها">
                <TableHead>
                  <TableRow>
                    <TableCell>ردیف</TableCell>
                    <TableCell>ستون</TableCell>
                    <TableCell>خطا</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {refused.flatMap((row) =>
                    Object.entries(row.errors).map(([column, list]) => (
                      <TableRow key={`${row.row}-${column}`}>
                        <TableCell>{toPersianDigits(row.row)}</TableCell>
                        <TableCell>{column === 'non_field_errors' ? '—' : column}</TableCell>
                        <TableCell>{list.join(' ')}</TableCell>
                      </TableRow>
                    )),
                  )}
                </TableBody>
              </Table>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>بستن</MuiButton>
          <MuiButton variant="contained" onClick={send} disabled={!file || sending}>
            ارسال فایل
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

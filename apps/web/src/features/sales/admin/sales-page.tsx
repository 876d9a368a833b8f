import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { addDays, tehranDate } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { formatJalaliNumeric, formatNumber, toLatinDigits } from '@shop/contract/persian';
import { SALES_PERIODS, type SalesFigures, type SalesPeriod, salesPeriodLabel } from '@shop/contract/sales';
import { salesRoutes } from '@shop/contract/sales-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { JalaliDateField } from '../../../components/ui/jalali-date-field.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { saveFile } from '../../../lib/open-document.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** From the first day of this Jalali month to today, in Tehran. */
function thisMonth(now = new Date()) {
  const today = tehranDate(now);
  const dayOfMonth = Number(toLatinDigits(formatJalaliNumeric(now)).slice(8, 10));
  return { from: addDays(today, 1 - dayOfMonth), to: today };
}

/** An amount without the currency, the table's header saying «تومان» once. */
const amount = (value: number) => <bdi>{formatNumber(value)}</bdi>;

function FiguresTable({ figures }: { figures: SalesFigures }) {
  const headers = ['دریافتی', 'عودت', 'خالص', ...figures.methods.map((method) => method.name)];
  const cells = (row: SalesFigures['total']) => [row.received, row.refunded, row.net, ...row.by_method];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="فروش به تومان" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{figures.by === 'day' ? 'روز' : 'ماه'}</TableCell>
            {headers.map((header) => (
              <TableCell key={header} component="th" align="left">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.rows.map((row) => (
            <TableRow key={row.period}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {cells(row).map((value, index) => (
                <TableCell key={headers[index]} align="left">
                  {amount(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& td, & th': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row">
              جمع
            </TableCell>
            {cells(figures.total).map((value, index) => (
              <TableCell key={headers[index]} align="left">
                {amount(value)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The money the store received and sent back, a row a day or a Jalali month, a column a way of paying, with the same
 * figures as an Excel sheet for the accountant.
 */
export function SalesPage() {
  const api = useAdminApi();
  const notify = useNotify();
  const [range, setRange] = useState(thisMonth);
  const [by, setBy] = useState<SalesPeriod>('day');
  const query = { ...range, by };
  const figures = useQuery({
    queryKey: ['admin', 'sales', query],
    queryFn: () => api.call(salesRoutes.admin.figures, { query }),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await api.document(salesRoutes.admin.export, { query }, XLSX_TYPE), `sales-${range.from}-${range.to}.xlsx`);
    } catch (error) {
      notify(error instanceof HttpError ? error.message : messages.unknownError, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const refusal = figures.error instanceof HttpError ? figures.error : null;
  const fieldError = (field: string) => (refusal?.body?.errors as Record<string, string> | undefined)?.[field];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, py: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title="گزارش فروش" />
      <Paper
        variant="outlined"
        sx={{
          borderRadius: 3,
          p: 2,
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 14rem)) auto' },
        }}
      >
        <JalaliDateField
          label="از تاریخ"
          value={range.from}
          onChange={(from) => from && setRange((current) => ({ ...current, from }))}
          error={Boolean(fieldError('from'))}
          helperText={fieldError('from')}
        />
        <JalaliDateField
          label="تا تاریخ"
          value={range.to}
          onChange={(to) => to && setRange((current) => ({ ...current, to }))}
          error={Boolean(fieldError('to'))}
          helperText={fieldError('to')}
        />
        <TextField select label="به تفکیک" value={by} onChange={(event) => setBy(event.target.value as SalesPeriod)}>
          {SALES_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {salesPeriodLabel[period]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={exporting}
          onClick={download}
          sx={{ mt: 1, justifySelf: 'start' }}
        >
          خروجی اکسل
        </Button>
      </Paper>
      <Alert severity="info">
        هر پرداخت در روزی شمرده می‌شود که پولش رسید (تأیید بانک، تأیید واریز یا ثبت دریافت در محل) و هر عودت در روزی که فرستاده شد؛
        مبلغ‌ها به تومان است.
      </Alert>
      {figures.data ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 1, minWidth: 0, overflowX: 'auto' }}>
          <FiguresTable figures={figures.data} />
        </Paper>
      ) : refusal ? (
        <Alert severity="error">{refusal.message}</Alert>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Box>
  );
}

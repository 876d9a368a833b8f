import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '@shop/contract/orders';
import { useId, useState } from 'react';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import type { OrderListParams } from '../api/order-list-params.ts';

export type OrderFilters = Pick<OrderListParams, 'status' | 'isPaid'>;

const ALL = 'all';
const paidChoices = [
  { value: ALL, label: 'همه' },
  { value: 'true', label: 'پرداخت شده' },
  { value: 'false', label: 'پرداخت نشده' },
];

interface OrderFilterDialogProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
  onClose: () => void;
}

/**
 * The orders' filters: one status, and paid or unpaid. Mounted while open; applying changes the address, which
 * takes the dialog's history entry (see useCloseOnBack) and closes it.
 */
export function OrderFilterDialog({ filters, onApply, onClose }: OrderFilterDialogProps) {
  const [status, setStatus] = useState<string>(filters.status ?? ALL);
  const [paid, setPaid] = useState<string>(filters.isPaid === undefined ? ALL : String(filters.isPaid));
  const titleId = useId();
  const statusId = useId();
  const paidId = useId();
  useCloseOnBack(true, onClose);
  const apply = () =>
    onApply({
      status: status === ALL ? undefined : (status as OrderStatus),
      isPaid: paid === ALL ? undefined : paid === 'true',
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        فیلتر سفارش‌ها
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <FormControl>
          <FormLabel id={statusId} sx={{ fontWeight: 700, color: 'text.primary' }}>
            وضعیت سفارش
          </FormLabel>
          <RadioGroup aria-labelledby={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <FormControlLabel value={ALL} control={<Radio />} label="همه" />
            {ORDER_STATUSES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={orderStatusLabel[choice]} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={paidId} sx={{ fontWeight: 700, color: 'text.primary' }}>
            وضعیت پرداخت
          </FormLabel>
          <RadioGroup row aria-labelledby={paidId} value={paid} onChange={(event) => setPaid(event.target.value)}>
            {paidChoices.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => onApply({ status: undefined, isPaid: undefined })}>
          حذف فیلترها
        </Button>
        <Button variant="contained" onClick={apply}>
          اعمال فیلتر
        </Button>
      </DialogActions>
    </Dialog>
  );
}

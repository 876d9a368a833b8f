import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { WORKING_HOURS } from '@shop/contract/constants';
import { type Schedule, ScheduleFormSchema, WEEK_DAYS, type WeekDay, weekDayLabel } from '@shop/contract/schedules';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useSaveSchedule } from '../api/schedule-queries.ts';
import { TimeField } from './time-field.tsx';

const fieldNames = Object.keys(ScheduleFormSchema.shape);

interface ScheduleDialogProps {
  /** The range to edit; null for a new one on `day`. */
  schedule: Schedule | null;
  day: WeekDay;
  open: boolean;
  /** Hides the dialog and keeps what was typed: Back, Escape or a tap beside it. */
  onClose: () => void;
  /** Cancelled: what was typed is done with. */
  onCancel: () => void;
  onSaved: (schedule: Schedule) => void;
}

/**
 * Adds or edits one working-hour range: its day, start and end. Three fields fit a small dialog on a phone too.
 * Closed without cancelling, it keeps what was typed for when it is opened again.
 */
export function ScheduleDialog({ schedule, day, open, onClose, onCancel, onSaved }: ScheduleDialogProps) {
  const titleId = useId();
  const save = useSaveSchedule();
  const form = useForm({
    resolver: zodResolver(ScheduleFormSchema),
    defaultValues: schedule ? { day: schedule.day, start: schedule.start, end: schedule.end } : { day, start: '', end: '' },
  });
  const { control } = form;
  useCloseOnBack(open, onClose);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: schedule?.id ?? null, schedule: values },
      { onSuccess: onSaved, onError: (error) => showServerErrors(error, form.setError, fieldNames) },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      keepMounted
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {schedule ? 'ویرایش ساعت کاری' : 'ساعت کاری جدید'}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
            <FormTextField control={control} name="day" label="روز" select required sx={{ gridColumn: '1 / -1' }}>
              {WEEK_DAYS.map((weekDay) => (
                <MenuItem key={weekDay} value={weekDay}>
                  {weekDayLabel[weekDay]}
                </MenuItem>
              ))}
            </FormTextField>
            <TimeField control={control} name="start" label="ساعت شروع" example={WORKING_HOURS.start} />
            <TimeField control={control} name="end" label="ساعت پایان" example={WORKING_HOURS.end} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={save.isPending}>
            انصراف
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {schedule ? 'ذخیره تغییرات' : 'ثبت ساعت کاری'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@shop/contract/persian';
import { type Schedule, WEEK_DAYS, type WeekDay, weekDayLabel } from '@shop/contract/schedules';
import { toasts } from '@shop/contract/toasts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useDaySchedules, useDeleteSchedule } from '../api/schedule-queries.ts';
import { ScheduleDialog } from '../components/schedule-dialog.tsx';

/** Today in Iran, whatever the device's time zone: the day a customer most likely opens the page to look at. */
function todayInIran(): WeekDay {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Tehran' }).format(new Date()).toLowerCase();
  return WEEK_DAYS.find((day) => day === name) ?? 'saturday';
}

const tabId = (day: WeekDay) => `schedule-tab-${day}`;
const PANEL_ID = 'schedule-panel';

function DayTable({
  day,
  onEdit,
  onDelete,
}: {
  day: WeekDay;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}) {
  const schedules = useDaySchedules(day);

  if (schedules.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 1, pt: 2 }}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} variant="rounded" height={44} />
        ))}
      </Box>
    );
  }
  // Past the first read, no answer means it failed; a failed re-read keeps showing the day's hours.
  if (!schedules.data) return <LoadFailed error={schedules.error} onRetry={() => void schedules.refetch()} />;
  const rows = schedules.data.results;
  if (rows.length === 0) {
    return (
      <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        برای {weekDayLabel[day]} ساعت کاری ثبت نشده است.
      </Typography>
    );
  }
  return (
    <Table aria-label={`ساعات کاری ${weekDayLabel[day]}`} sx={{ '& td, & th': { textAlign: 'start' } }}>
      <TableHead>
        <TableRow>
          <TableCell>ساعت شروع</TableCell>
          <TableCell>ساعت پایان</TableCell>
          <TableCell sx={{ width: 0 }}>
            <Box component="span" sx={visuallyHidden}>
              ویرایش و حذف
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((schedule) => {
          const range = `${toPersianDigits(schedule.start)} تا ${toPersianDigits(schedule.end)}`;
          return (
            <TableRow key={schedule.id}>
              <TableCell>{toPersianDigits(schedule.start)}</TableCell>
              <TableCell>{toPersianDigits(schedule.end)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                <IconButton size="small" aria-label={`ویرایش ساعت کاری ${range}`} onClick={() => onEdit(schedule)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" color="error" aria-label={`حذف ساعت کاری ${range}`} onClick={() => onDelete(schedule)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * What the schedule dialog is for (a new range, or the one being edited), and whether it shows: hidden, it keeps
 * what was typed until it is cancelled or saved.
 */
type Editing = { schedule: Schedule | null; open: boolean } | null;

/** `/profile/schedules`: the customer's working hours, a tab for each day from Saturday to Friday. */
export function SchedulesPage() {
  const [day, setDay] = useState(todayInIran);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const remove = useDeleteSchedule();

  return (
    <ProfilePage
      title="ساعات کاری"
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ schedule: null, open: true })}>
          افزودن ساعت کاری
        </Button>
      }
    >
      <Tabs
        value={day}
        onChange={(_, next: WeekDay) => setDay(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="روزهای هفته"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {WEEK_DAYS.map((weekDay) => (
          <Tab key={weekDay} value={weekDay} label={weekDayLabel[weekDay]} id={tabId(weekDay)} aria-controls={PANEL_ID} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(day)}>
        <DayTable day={day} onEdit={(schedule) => setEditing({ schedule, open: true })} onDelete={setDeleting} />
      </Box>
      {editing && (
        // Another range, or a new one on another day, starts a fresh form; the same one is shown again as it was left.
        <ScheduleDialog
          key={editing.schedule?.id ?? `new-${day}`}
          schedule={editing.schedule}
          day={day}
          open={editing.open}
          onClose={() => setEditing((current) => current && { ...current, open: false })}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            // The customer sees the range they saved, even when they saved it on another day.
            setDay(saved.day);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="حذف ساعت کاری"
        message={toasts.scheduleDeleteConfirm}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </ProfilePage>
  );
}

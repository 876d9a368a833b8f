import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { formatJalaliDate } from '@shop/contract/persian';
import { type KeyboardEvent, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { lazyWhenOnline } from '../../lib/offline.ts';
import { useCloseOnBack } from './use-close-on-back.ts';

const loadCalendar = () => import('./jalali-calendar.tsx');
const JalaliCalendar = lazyWhenOnline(async () => (await loadCalendar()).JalaliCalendar);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

const DAY_PX = 40;
/** The calendar's box, held while its code loads so the popup does not jump: header, weekdays and six weeks. */
const CALENDAR_SIZE = { width: 7 * DAY_PX + 18, height: 8 * DAY_PX + 31 };

export interface JalaliDateFieldProps {
  label: string;
  /** Gregorian YYYY-MM-DD; '' or null for no date. */
  value: string | null | undefined;
  /** Gets the picked day as Gregorian YYYY-MM-DD, or '' once cleared, as an empty text field holds. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Gregorian YYYY-MM-DD bounds of the days that can be picked. */
  minDate?: string;
  maxDate?: string;
  /** Gregorian YYYY-MM-DD whose month the calendar opens on while the field is empty; this month without it. */
  referenceDate?: string;
  /** The only days that can be picked, Gregorian YYYY-MM-DD; the others show disabled. */
  selectable?: ReadonlySet<string>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * A date picked on the Jalali calendar, shown as «۱۱ اردیبهشت ۱۳۶۹», while the value stays the API's Gregorian
 * YYYY-MM-DD. The field is a plain MUI text field; the calendar's code arrives when it is first wanted.
 */
export function JalaliDateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  minDate,
  maxDate,
  referenceDate,
  selectable,
  required,
  disabled,
  error,
  helperText,
}: JalaliDateFieldProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hide = () => setOpen(false);
  useCloseOnBack(open, hide);
  const iso = value ?? '';

  const show = () => {
    if (!disabled) setOpen(true);
  };
  const openOnKey = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    show();
  };

  return (
    <>
      <TextField
        ref={anchor}
        label={label}
        name={name}
        value={iso ? formatJalaliDate(iso) : ''}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        onClick={show}
        onKeyDown={openOnKey}
        // Preloads the calendar while the finger or pointer is on its way, so it opens without a wait.
        onFocus={() => void loadCalendar()}
        onPointerEnter={() => void loadCalendar()}
        onBlur={onBlur}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', sx: { cursor: disabled ? 'default' : 'pointer' } },
          input: {
            inputRef,
            endAdornment: (
              <InputAdornment position="end">
                {iso && !disabled && (
                  <IconButton
                    aria-label={`پاک کردن ${label}`}
                    edge="end"
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange('');
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton aria-label={`انتخاب ${label} از تقویم`} edge="end" disabled={disabled}>
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={hide}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { mt: 0.5, p: 1, borderRadius: 2 } } }}
      >
        <Box sx={CALENDAR_SIZE}>
          <Suspense
            fallback={
              <Box sx={{ height: 1, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="در حال بارگذاری تقویم" />
              </Box>
            }
          >
            <JalaliCalendar
              daySize={DAY_PX}
              value={iso}
              minDate={minDate}
              maxDate={maxDate}
              referenceDate={referenceDate}
              selectable={selectable}
              onChange={(picked) => {
                onChange(picked);
                hide();
              }}
            />
          </Suspense>
        </Box>
      </Popover>
    </>
  );
}

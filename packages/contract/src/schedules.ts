import { z } from 'zod';
import { messages } from './messages.ts';
import { inQuery, paginated, paginationQuery } from './query.ts';
import { requiredTime } from './validation.ts';

/** The Iranian week, Saturday first, as the schedule's day tabs show it. */
export const WEEK_DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export const WeekDaySchema = z.enum(WEEK_DAYS, { error: messages.dayRequired });
export type WeekDay = z.infer<typeof WeekDaySchema>;

export const weekDayLabel: Record<WeekDay, string> = {
  saturday: 'شنبه',
  sunday: 'یکشنبه',
  monday: 'دوشنبه',
  tuesday: 'سه‌شنبه',
  wednesday: 'چهارشنبه',
  thursday: 'پنجشنبه',
  friday: 'جمعه',
};

const scheduleFields = {
  day: WeekDaySchema,
  start: requiredTime(messages.startRequired),
  end: requiredTime(messages.endRequired),
};

/** A working-hour range, HH:mm; ranges of one day may touch but not overlap (the API checks that). */
export const ScheduleFormSchema = z
  .object(scheduleFields)
  .refine((schedule) => schedule.start < schedule.end, { path: ['end'], message: messages.startBeforeEnd })
  .meta({ id: 'ScheduleForm' });
export type ScheduleFormValues = z.input<typeof ScheduleFormSchema>;
export type ScheduleInput = z.infer<typeof ScheduleFormSchema>;

/** PATCH takes any part; the API checks start before end on the range it would save. */
export const ScheduleUpdateSchema = z.object(scheduleFields).partial().meta({ id: 'ScheduleUpdate' });
export type ScheduleUpdate = z.infer<typeof ScheduleUpdateSchema>;

export const ScheduleSchema = z
  .object({ id: z.number().int(), day: WeekDaySchema, start: z.string(), end: z.string() })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof ScheduleSchema>;

/** Saturday to Friday, each day by start time. */
export const ScheduleListQuerySchema = z.object({ day: inQuery(WeekDaySchema.optional()), ...paginationQuery(100) });
export const ScheduleListSchema = paginated(ScheduleSchema);

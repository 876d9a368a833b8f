import { MAX_PAGE_SIZE } from '@shop/contract/constants';
import type { ScheduleInput, WeekDay } from '@shop/contract/schedules';
import { schedulesRoutes } from '@shop/contract/schedules-routes';
import { toasts } from '@shop/contract/toasts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { scheduleKeys } from './schedule-keys.ts';

/**
 * One day's working hours, by start time. Each tab asks for its own day: one answer carries at most 100 ranges,
 * which a day's hours never reach but a whole week's could, and a week fetched at once would lose the rest unseen.
 */
export function useDaySchedules(day: WeekDay) {
  const api = useApi();
  return useQuery({
    queryKey: scheduleKeys.day(day),
    queryFn: ({ signal }) => api.call(schedulesRoutes.list, { query: { day, limit: MAX_PAGE_SIZE }, signal }),
  });
}

/** Saves a new range (`id` null) or changes one; an overlap's 400 is toasted by the API client. */
export function useSaveSchedule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, schedule }: { id: number | null; schedule: ScheduleInput }) =>
      id === null
        ? api.call(schedulesRoutes.create, { body: schedule })
        : api.call(schedulesRoutes.update, { params: { id }, body: schedule }),
    // Every day is read again: an edit may have moved a range from one day to another.
    onSuccess: (_, { id }) => {
      toast(id === null ? toasts.scheduleCreated : toasts.scheduleEdited, 'success');
      return queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
    onError: (_, { id }) => toast(id === null ? toasts.scheduleCreateFailed : toasts.scheduleEditFailed, 'error'),
  });
}

export function useDeleteSchedule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(schedulesRoutes.delete, { params: { id } }),
    onSuccess: () => {
      toast(toasts.deleted, 'success');
      return queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
    onError: () => toast(toasts.deleteFailed, 'error'),
  });
}

import { accountKeys } from '../../users/index.ts';

/** The query keys of the customer's working hours: under the account's key, so that a sign-out drops them. */
export const scheduleKeys = {
  all: [...accountKeys.all, 'schedules'] as const,
  day: (day: string) => [...accountKeys.all, 'schedules', day] as const,
};

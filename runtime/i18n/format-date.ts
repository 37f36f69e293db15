import dayjs from 'dayjs';

/** Dates as the product shows them (spec §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Date and time, as banner timers and payment history show them. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

export type DateInput = string | number | Date;

/** A date as DD/MM/YYYY (in the visitor's time zone); an empty string for an invalid date. */
export function formatDate(date: DateInput, format: string = DATE_FORMAT): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(format) : '';
}

export function formatDateTime(date: DateInput): string {
  return formatDate(date, DATE_TIME_FORMAT);
}

import { nextUtcMidnight } from './dates.ts';

/** The VIP adventures calendar (spec §3 "Adventure day", §4 "Adventure day status"). */

/** A day title's three parts: `label__step/total__DD/MM/YYYY`. */
export interface AdventureTitle {
  label: string;
  step: number;
  total: number;
  /** The day's date, `YYYY-MM-DD` (UTC). */
  date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The parts of an adventure day's title, or null when it is not `label__step/total__DD/MM/YYYY`
 * with 1 ≤ step ≤ total and a real calendar date.
 * @example parseAdventureTitle('Day 2__2/4__02/06/2026') // { label: 'Day 2', step: 2, total: 4, date: '2026-06-02' }
 */
export function parseAdventureTitle(title: string): AdventureTitle | null {
  const parts = title.split('__');
  if (parts.length !== 3) return null;
  const [rawLabel = '', rawStep = '', rawDate = ''] = parts;
  const label = rawLabel.trim();
  const steps = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(rawStep);
  const date = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(rawDate);
  if (!label || !steps || !date) return null;
  const step = Number(steps[1]);
  const total = Number(steps[2]);
  if (step < 1 || total < 1 || step > total) return null;
  const [day, month, year] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const moment = new Date(Date.UTC(year, month - 1, day));
  if (moment.getUTCFullYear() !== year || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== day)
    return null;
  return { label, step, total, date: `${year}-${pad(month)}-${pad(day)}` };
}

/** Status of a day card (spec §4): the super prize day still ahead is `superb`. */
export type AdventureDayStatus = 'superb' | 'completed' | 'active' | 'lost' | 'future';
/** State of a day in the calendar row (spec §4). */
export type AdventureCalendarState = 'lost' | 'completed' | 'future' | 'active' | 'superPrize';

/** What the player's adventure call says of one day. */
export interface AdventureDayInput {
  title: string;
  completed: boolean;
  /** Until when the day's gift can be activated; null when the day gave no gift to activate. */
  activatable_until?: string | null;
}

export interface AdventureDay extends AdventureTitle {
  /** Position in the calendar, from 0. */
  index: number;
  /** Day of the month, 1..31. */
  day: number;
  /** Month, 1..12. */
  month: number;
  /** 0 (Sunday) .. 6 (Saturday). */
  weekday: number;
  isCompleted: boolean;
  today: boolean;
  /** The final step: the super prize. */
  isSuperPrize: boolean;
  status: AdventureDayStatus;
  calendar: AdventureCalendarState;
  activatableUntil: string | null;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * A day's status: completed wins, then today is active, a past day is lost, the super prize day
 * ahead is superb and any other day ahead is future.
 */
export function adventureDayStatus(
  day: Pick<AdventureDay, 'date' | 'isCompleted' | 'isSuperPrize'>,
  now: number,
): AdventureDayStatus {
  if (day.isCompleted) return 'completed';
  const today = utcDay(now);
  if (day.date === today) return 'active';
  if (day.date < today) return 'lost';
  return day.isSuperPrize ? 'superb' : 'future';
}

const CALENDAR_STATE: Record<AdventureDayStatus, AdventureCalendarState> = {
  superb: 'superPrize',
  completed: 'completed',
  active: 'active',
  lost: 'lost',
  future: 'future',
};

/**
 * The calendar of the player's adventure: the days whose titles parse, in date order, with their
 * status at `now`. Days with a title that does not parse are left out.
 */
export function adventureDays(days: readonly AdventureDayInput[], now: number): AdventureDay[] {
  const today = utcDay(now);
  const parsed = days
    .map((input) => ({ input, title: parseAdventureTitle(input.title) }))
    .filter((entry): entry is { input: AdventureDayInput; title: AdventureTitle } => entry.title !== null)
    .sort((a, b) => (a.title.date < b.title.date ? -1 : a.title.date > b.title.date ? 1 : 0));
  return parsed.map(({ input, title }, index) => {
    const moment = new Date(`${title.date}T00:00:00Z`);
    const base = {
      ...title,
      index,
      day: moment.getUTCDate(),
      month: moment.getUTCMonth() + 1,
      weekday: moment.getUTCDay(),
      isCompleted: input.completed,
      today: title.date === today,
      isSuperPrize: title.step === title.total,
      activatableUntil: input.activatable_until ?? null,
    };
    const status = adventureDayStatus(base, now);
    return { ...base, status, calendar: CALENDAR_STATE[status] };
  });
}

/**
 * The banner is finished when the last day is completed or today is after the last day; an
 * adventure with no days is finished.
 */
export function adventureFinished(days: readonly AdventureDay[], now: number): boolean {
  const last = days[days.length - 1];
  if (!last) return true;
  return last.isCompleted || utcDay(now) > last.date;
}

/** Days completed and days in all: the progress label's numbers. */
export function adventureProgress(days: readonly AdventureDay[]): { completed: number; total: number } {
  return { completed: days.filter((day) => day.isCompleted).length, total: days.length };
}

/** What a day card offers (spec §4). */
export type AdventureAction = 'details' | 'deposit' | 'gifts' | 'support';

/**
 * The buttons of a day card: Details and Deposit on the active day, the profile gifts on a
 * completed day whose gift can still be activated, support on a completed day without one, Details
 * on a day ahead; nothing on a lost day.
 */
export function adventureActions(
  day: Pick<AdventureDay, 'status' | 'activatableUntil'>,
  now: number,
): AdventureAction[] {
  switch (day.status) {
    case 'active':
      return ['details', 'deposit'];
    case 'completed':
      return day.activatableUntil && Date.parse(day.activatableUntil) > now ? ['gifts'] : ['support'];
    case 'future':
    case 'superb':
      return ['details'];
    default:
      return [];
  }
}

/**
 * The moment a day's gift timer runs to: until its gift can be activated when given, else the
 * next midnight UTC.
 */
export function adventureGiftDeadline(day: Pick<AdventureDay, 'activatableUntil'>, now: number): number {
  const until = day.activatableUntil ? Date.parse(day.activatableUntil) : Number.NaN;
  return Number.isFinite(until) ? until : nextUtcMidnight(now);
}

/**
 * A value of the adventures' variables for a currency, EUR when the currency has none; a text
 * that names no variable is the value itself.
 * @example adventureVariable({ minDep: { day1: { EUR: '20', CAD: '30' } } }, 'minDep', 'day1', 'CAD') // '30'
 */
export function adventureVariable(
  variables: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>,
  name: string,
  value: string,
  currency: string,
): string {
  const entry = variables[name]?.[value];
  const text = entry?.[currency] ?? entry?.['EUR'];
  return typeof text === 'string' ? text : value;
}

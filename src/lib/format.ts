// Presentation formats shared by src/data (messages) and src/ui (Money, DateText).
// One way to show money and one way to show dates, as readers in India expect them.

/** The languages the portal is shown in, as Intl names them for India. */
export type DisplayLocale = 'en-IN' | 'hi-IN';

let displayLocale: DisplayLocale = 'en-IN';

/** Formats from now on for `locale` (the app calls it when the visitor changes language). */
export function setDisplayLocale(locale: DisplayLocale): void {
  displayLocale = locale;
}

// Each formatter is built on first use, not when the module loads: building one costs a phone
// several milliseconds, and a page showing only dates needs no money format (and vice versa).
// Numbers keep Latin digits in Hindi too (₹1,20,000), as money and roll numbers are written.
function memo<T>(create: (locale: DisplayLocale) => T): () => T {
  const built = new Map<DisplayLocale, T>();
  return () => {
    let value = built.get(displayLocale);
    if (value === undefined) built.set(displayLocale, (value = create(displayLocale)));
    return value;
  };
}

const rupeeFormat = memo(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** ₹1,20,000: rupees with Indian digit grouping (lakhs and crores). */
export function formatRupees(amount: number): string {
  return rupeeFormat().format(amount);
}

const numberFormat = memo((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** 1,20,000: a count or amount with Indian digit grouping and no currency sign. */
export function formatIndianNumber(value: number): string {
  return numberFormat().format(value);
}

const dateFormat = memo(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const dateTimeFormat = memo(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, as a date field keeps it (not a timestamp). */
export const isCalendarDate = (value: string) => dateOnly.test(value);

/**
 * 22 Nov 2026: day first, month as a word, so it never reads as the American 11/22.
 * A calendar date (YYYY-MM-DD) is shown as that calendar day whatever the time zone;
 * a timestamp is shown as the day in India.
 */
export function formatDate(value: string): string {
  const match = dateOnly.exec(value);
  if (match) {
    return dateFormat().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(displayLocale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(time);
}

const monthFormat = memo(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** Nov 2026: a calendar month written YYYY-MM, as a chart or a summary by month names it. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthFormat().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}

/** 22 Nov 2026, 3:05 pm (India time). */
export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTimeFormat().format(time);
}

const clockTimeFormat = memo(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    }),
);

/** 10:42, 17:05: a time of day in India, on the 24-hour clock. */
export function formatClockTime(epochMs: number): string {
  return clockTimeFormat().format(epochMs);
}

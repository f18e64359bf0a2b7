import ICAL from 'ical.js';
import { expect, signIn, test } from './fixtures';
import { api, batchTaughtByMe } from './server-daily-helpers';

// Server mode only (the browser-only mode has no feed, only a file to download): the calendar
// link a student's dashboard shows is fetched as a calendar app would, and read with a real
// iCalendar parser (ical.js): the coming week's classes are there, at their times.

const DAY_MS = 86_400_000;
const INDIA_MS = 5.5 * 3_600_000;

/** The coming seven days (India time) after today, as YYYY-MM-DD with their weekday (1 = Monday). */
function comingWeek() {
  const today = Date.parse(new Date(Date.now() + INDIA_MS).toISOString().slice(0, 10));
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(today + (index + 1) * DAY_MS);
    return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() || 7 };
  });
}

/** An India time on a date, as the UTC instant a calendar shows. */
const instant = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - INDIA_MS).toISOString();

test('a student’s calendar link from the dashboard is a feed with the coming week’s classes at their times', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The owner teaches Rahul's new batch Physics on Mondays and Chemistry on Thursdays.
  await signIn(page, 'admin');
  const { me, batch } = await batchTaughtByMe(page, 'Calendar Batch', ['Physics', 'Chemistry']);
  await api(page, 'POST', `/api/batches/${batch.id}/enrolments`, {
    studentId: 'student-rahul-sharma',
    waitIfFull: false,
  });
  const classes = [
    { weekday: 1, startTime: '16:00', endTime: '17:30', subject: 'Physics', room: '' },
    { weekday: 4, startTime: '17:00', endTime: '18:00', subject: 'Chemistry', room: 'Lab 2' },
  ];
  for (const slot of classes) {
    await api(page, 'POST', '/api/timetable/slots', { batchId: batch.id, staffId: me.id, ...slot });
  }

  // Rahul, on a browser of his own, gets his link on the dashboard.
  const laptop = await browser.newContext();
  try {
    const student = await laptop.newPage();
    await signIn(student, 'student');
    const card = student.getByRole('region', { name: 'Calendar' });
    await card.getByRole('button', { name: 'Get calendar link' }).click();
    const link = await card.getByLabel('Your calendar link (keep it private)').inputValue();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/calendar\/[\w-]+\.ics$/);

    const feed = await student.request.get(link);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));

    const week = comingWeek();
    const [from, to] = [instant(week[0]!.date, '00:00'), instant(week[6]!.date, '23:59')];
    const inWeek = events
      .map((event) => ({
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        location: event.location ?? '',
      }))
      .filter((event) => event.start >= from && event.start <= to)
      .sort((a, b) => a.start.localeCompare(b.start));
    const expected = classes.map((slot) => {
      const { date } = week.find((day) => day.weekday === slot.weekday)!;
      return {
        summary: slot.subject,
        start: instant(date, slot.startTime),
        end: instant(date, slot.endTime),
        location: slot.room || 'Room 7',
      };
    });
    expect(inWeek).toEqual(expected.sort((a, b) => a.start.localeCompare(b.start)));
  } finally {
    await laptop.close();
  }
});

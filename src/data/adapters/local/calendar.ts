// Calendar links in the browser-only mode: there is no server to answer a calendar app, so there
// is no link to make; the screen offers the .ics download instead (docs/decisions.md, issue 35).
import type { CalendarLinkStatus, NewCalendarLink } from '../../definitions/calendar';
import { NEEDS_SERVER_MESSAGE } from '../../definitions/calendar';
import { refuse } from '../../core/validate';
import type { LocalContext } from './context';

export const calendarLinkStatus = async (_context: LocalContext): Promise<CalendarLinkStatus> => ({
  createdAt: null,
});

export async function resetCalendarLink(_context: LocalContext): Promise<NewCalendarLink> {
  return refuse('calendarLink', 'link', NEEDS_SERVER_MESSAGE);
}

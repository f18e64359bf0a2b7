// The week grid's shape: which days are its columns, which class times its rows, and which
// classes stand in each cell. Kept apart from the screen so the layout rule is tested alone.
import { addDays, weekdayOf } from '@/data/daily';
import type { Session } from '@/data/daily';

/** A row of the grid: one class time of the week ("10:00-11:30"). */
export type GridSlot = { startMinute: number; endMinute: number };

export type WeekGrid = {
  /** The columns: Monday to Saturday, and Sunday when the week has a class on it. */
  days: string[];
  /** The rows: each class time of the week once, earliest first. */
  slots: GridSlot[];
  /** The classes of a day at a row's time (a cancelled class and the one that took its time). */
  cell: (date: string, slot: GridSlot) => Session[];
};

const slotKey = (slot: GridSlot) => `${slot.startMinute}-${slot.endMinute}`;

export function weekGridOf(monday: string, sessions: readonly Session[]): WeekGrid {
  const week = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const inWeek = sessions.filter((session) => week.includes(session.date));
  const days = week.filter(
    (date) => weekdayOf(date) !== 7 || inWeek.some((session) => session.date === date),
  );
  const slots = new Map<string, GridSlot>();
  const cells = new Map<string, Session[]>();
  for (const session of [...inWeek].sort((a, b) => a.startMinute - b.startMinute)) {
    const key = slotKey(session);
    slots.set(key, { startMinute: session.startMinute, endMinute: session.endMinute });
    const at = `${session.date} ${key}`;
    cells.set(at, [...(cells.get(at) ?? []), session]);
  }
  return {
    days,
    slots: [...slots.values()].sort(
      (a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute,
    ),
    cell: (date, slot) => cells.get(`${date} ${slotKey(slot)}`) ?? [],
  };
}

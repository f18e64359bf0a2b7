export {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  formatMonth,
  formatRupees,
  isCalendarDate,
  setDisplayLocale,
} from './format';
export type { DisplayLocale } from './format';
export { CsvParseError, csvField, parseCsv, toCsv, UTF8_BOM } from './csv';
export type { CsvCell } from './csv';

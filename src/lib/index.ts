export { formatDate, formatDateTime, formatIndianNumber, formatRupees } from './format';
export { csvField, toCsv, UTF8_BOM } from './csv';
export type { CsvCell } from './csv';

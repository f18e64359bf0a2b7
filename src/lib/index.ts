export { formatDate, formatDateTime, formatIndianNumber, formatRupees } from './format';

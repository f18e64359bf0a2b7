// Messages from src/data (schemas, rules, the server's refusals) in the reader's language.
export { translateMessage as translateDataMessage, useMessageText as useDataMessage } from '@/ui';
export { fieldLabels, fieldMessageShapes, requestMessages, schemaMessages } from './messages';
export { areaSchemaMessages } from './admin-pages/schema-messages';
export { ruleMessages } from './admin-pages/rule-messages';
export { studentsBatchesFeesLabels } from './admin-pages/students-batches-fees-labels';
export { studentParentLabels } from './admin-pages/student-parent-labels';
export { schoolCsvMessages } from './admin-pages/school-csv-messages';
export { marksCsvMessages } from './admin-pages/marks-csv-messages';
export { auditFieldLabels } from './admin-pages/audit-field-labels';
export { reconcileMessages } from './admin-pages/reconcile-messages';
export { areaPanelNames, useAreaPanelName } from './admin-pages/area-panel';
export { admissionsStaffLabels } from './admin-pages/admissions-staff-labels';
export {
  onlineTestsAdminLabels,
  questionFileMessages,
} from './admin-pages/online-tests-admin-labels';

// Messages from src/data (schemas, rules, the server's refusals) in the reader's language.
export { translateMessage as translateDataMessage, useMessageText as useDataMessage } from '@/ui';
export { fieldLabels, fieldMessageShapes, requestMessages, schemaMessages } from './messages';
export { areaSchemaMessages } from './admin-pages/schema-messages';
export { ruleMessages } from './admin-pages/rule-messages';
export { onlineTestsAdminLabels } from './admin-pages/online-tests-admin-labels';

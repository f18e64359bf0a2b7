// The server's entry for the staff and their roles (beside server.ts, which stays short): the
// records' schemas, the decisions both modes share and the rules behind them.
export {
  DEFAULT_REFUND_LIMIT,
  DEFAULT_ROLE_SETTINGS,
  roleSettingsSchema,
  staffMemberSchema,
} from './schemas/staff';
export type { NewStaffMember, RoleSettings, StaffEdit, StaffMember } from './schemas/staff';
export {
  STAFF_EMAIL_TAKEN_MESSAGE,
  checkOwnerRemains,
  checkStaffBranches,
  checkStaffEmailFree,
  editedStaffRecord,
  newStaffRecord,
  roleSettingsChange,
  staffEmailKey,
  validatedNewStaff,
  validatedRoleSettings,
  validatedStaffEdit,
} from './operations/staff';
export { LAST_OWNER_MESSAGE, staffRefundLimitMessage } from './rules/staff';

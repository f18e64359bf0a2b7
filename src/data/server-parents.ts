// The server's entry for parents (beside server.ts, which stays short): the records' types and
// the decisions both modes share.
export type {
  NewParentLink,
  Parent,
  ParentChildren,
  ParentLink,
  ParentPasswordStatus,
  ParentPreferences,
  ParentPreferencesEdit,
  StudentParent,
} from './schemas/parents';
export {
  DEFAULT_PARENT_PREFERENCES,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  LOGIN_CODE_REFUSED_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  LOGIN_CODE_TRIES,
  PARENT_PASSWORD_REFUSED_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  parentCodeBodySchema,
  parentCodeSignInSchema,
  parentPasswordSignInSchema,
  parentSchema,
} from './schemas/parents';
export {
  decideHiddenFromParents,
  decideParentPassword,
  decideParentPreferences,
  decideLinkParent,
  decideUnlinkParent,
} from './operations/parents';
export {
  chosenChildId,
  mobileKey,
  parentChannelsFor,
  parentChildOf,
  parentNameOf,
  parentsOfStudent,
} from './rules/parents';

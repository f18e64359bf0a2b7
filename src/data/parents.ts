// Parents, for the screens: the sign-in code's forms, a child in the switcher, the office's
// links. Apart from the index (which stays readable), as daily.ts is for the institute's day.
export {
  LOGIN_CODE_MESSAGE,
  newParentLinkSchema,
  parentCodeFormSchema,
  parentCodeSignInSchema,
  parentPasswordSchema,
  parentPasswordSignInSchema,
} from './schemas/parents';
export type { NewParentLink, ParentChild, ParentChildren, StudentParent } from './schemas/parents';
export type {
  ParentPasswordEdit,
  ParentPasswordSignIn,
  ParentPasswordStatus,
} from './schemas/parents';
export { isAdultOn } from './rules/parents';
export { PARENT_MESSAGE_GROUPS, PARENT_MESSAGE_GROUP_LABELS } from './schemas/parents';
export type { ParentPreferences, ParentPreferencesEdit } from './schemas/parents';
export { hiddenFromParentsReason } from './operations/parents';

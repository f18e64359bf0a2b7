// What the app and other features may use from parents.
export { ParentChildGate } from './parent-pages/child-gate';
export { ParentMessagesPage } from './parent-pages/messages-page';

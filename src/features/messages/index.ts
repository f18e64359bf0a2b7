// Messages: Admin → Messages (outbox, templates, channels) and each student's and school's
// choice of channels on their profile.
export { MessagesPage } from './admin-pages/messages-page';
export { MessagePreferencesCard } from './components/message-preferences-card';

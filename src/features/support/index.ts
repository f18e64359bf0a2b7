// What the app and other features may use from support tickets.
export { TicketList } from './components/ticket-list';
export type { TicketAudience, TicketListProps } from './components/ticket-list';
export { NO_TICKET_SELECTED_MESSAGE, TicketConversation } from './components/ticket-conversation';
export type { TicketConversationProps } from './components/ticket-conversation';
export { StudentSupportPage } from './student-pages/support-page';
export { AdminSupportPage } from './admin-pages/support-page';

export { ParentMessagesPage as Component } from '@/features/parents';

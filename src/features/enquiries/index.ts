// What the app and other features may use from admissions.
export { EnquiriesPage } from './admin-pages/enquiries-page';
export { EnquiryPage } from './admin-pages/enquiry-page';
export { FunnelPage } from './admin-pages/funnel-page';
export { AdmissionsSettingsPage } from './admin-pages/admissions-settings-page';
export { AdmissionsStatCard } from './admin-pages/admissions-stat-card';
export { MessageEnquiriesPage } from './admin-pages/message-enquiries-page';
export { UnsubscribePage } from './public-pages/unsubscribe-page';

export { AboutPage } from './public-pages/about-page';
export { CareersPage } from './public-pages/careers-page';
export { ContactPage } from './public-pages/contact-page';
export { CoursesPage } from './public-pages/courses-page';
export { HomePage } from './public-pages/home-page';
export { instituteContact, siteBrand, siteFooter, usePublicNavigation } from './model/site-content';
export { publicPagePaths, publicPages, usePublicPageTitle } from './model/page-metadata';
export type { PageMetadata, PublicPagePath } from './model/page-metadata';

export { AboutPage } from './public/about-page';
export { CareersPage } from './public/careers-page';
export { ContactPage } from './public/contact-page';
export { CoursesPage } from './public/courses-page';
export { HomePage } from './public/home-page';
export {
  instituteContact,
  loginLink,
  publicNavLinks,
  siteBrand,
  siteFooter,
} from './model/site-content';

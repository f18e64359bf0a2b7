export { HomePage } from './public/home-page';
export {
  instituteContact,
  loginLink,
  publicNavLinks,
  siteBrand,
  siteFooter,
} from './model/site-content';

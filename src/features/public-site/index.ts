export { HomePage } from './public/home-page';

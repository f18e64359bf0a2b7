export { ContactPage as Component } from '@/features/public-site';

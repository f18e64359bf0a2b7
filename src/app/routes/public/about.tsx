export { AboutPage as Component } from '@/features/public-site';

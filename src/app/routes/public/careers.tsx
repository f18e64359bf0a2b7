export { CareersPage as Component } from '@/features/public-site';

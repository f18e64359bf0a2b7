export { HomePage as Component } from '@/features/public-site';

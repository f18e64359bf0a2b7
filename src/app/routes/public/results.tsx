export { ResultsPage as Component } from '@/features/stse';

import { createInMemoryRepository } from '@/data';
import { runRepositoryContract } from './repository-contract';

runRepositoryContract('in-memory', ({ seed, now }) => createInMemoryRepository({ seed, now }));

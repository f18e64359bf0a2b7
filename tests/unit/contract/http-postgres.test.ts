// @vitest-environment node
// The repository contract over HTTP: the browser's HTTP adapter against the real server on an
// PostgreSQL server (Debian's, started in a temp folder), signed in as the admin.
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { runRepositoryContract } from './repository-contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('postgres');
}, 120_000);
afterAll(() => server?.stop());

runRepositoryContract(
  'HTTP + PostgreSQL',
  async ({ seed, now }) => {
    server.setClock(now);
    await server.reset(seed);
    return (await server.client({ role: 'admin', ...ADMIN })).repository;
  },
  // A second browser on the same server, signed in as nobody.
  {
    visitor: async () => (await server.client()).repository,
    student: (record) => server.studentClient(record),
    school: (record) => server.schoolClient(record),
  },
);

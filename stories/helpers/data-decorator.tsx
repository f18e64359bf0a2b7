/**
 * Story data: every screen story renders over its own fresh in-memory repository (the same core
 * and rules as the app's localStorage adapter, latency 0 unless asked), wrapped in
 * <DataProvider> and <AuthProvider>.
 *
 *   const meta = { component: CandidatesScreen, decorators: [withData()] } satisfies Meta<...>;
 *
 *   // A story changes the data through `parameters.data` (merged over the decorator's options):
 *   export const Empty: Story = { parameters: { data: { seed: 'empty' } } };
 *   export const Loading: Story = { parameters: { data: { latency: 'never' } } };
 *   export const Failing: Story = {
 *     parameters: { data: { failWith: { queryCandidates: new Error('Could not load.') } } },
 *   };
 *   export const SignedIn: Story = { parameters: { data: { session: storySessions.student } } };
 *   // A hand-made seed: spread records from createSeedData(new Date()) and change what matters.
 *
 *   // A play function checks what was stored:
 *   play: async (context) => {
 *     const repository = storyRepository(context);
 *     await waitFor(async () =>
 *       expect((await repository.queryCandidates({ page: 1, pageSize: 1 })).total).toBe(13),
 *     );
 *   }
 *
 * Use one withData per story (on the meta or on the story, not both), so there is one repository.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  AuthProvider,
  DataProvider,
  DEMO_SCHOOL_NAME,
  createDemoAuthService,
  createInMemoryRepository,
} from '@/data';
import type { InMemoryRepositoryOptions, Repository, RepositoryMethod, SessionUser } from '@/data';
import { DEFAULT_ROLE_PERMISSIONS, permissionsOf } from '@/data/permissions';
import type { StaffRole } from '@/data/permissions';

/** `parameters.data`: per-story changes to the options given to withData. */
export type DataParameters = InMemoryRepositoryOptions;

/** A staff member of `staffRole` holding the role's default permissions. */
const staffSession = (staffRole: StaffRole, name: string): SessionUser => ({
  id: `staff-${staffRole}`,
  name,
  role: 'admin',
  staffRole,
  permissions: permissionsOf(staffRole, DEFAULT_ROLE_PERMISSIONS),
});

/** Signed-in users matching the sample data's records, for `session`. */
export const storySessions = {
  admin: { id: 'admin', name: 'Admin', role: 'admin' },
  student: { id: 'student-rahul-sharma', name: 'Rahul Sharma', role: 'student' },
  school: { id: 'school-dps-noida', name: DEMO_SCHOOL_NAME, role: 'school' },
  office: staffSession('office', 'Meena Office'),
  counsellor: staffSession('counsellor', 'Arjun Counsellor'),
  faculty: staffSession('faculty', 'Kavita Faculty'),
  /** Office staff whose owner left them seeing fees only: no recording, verifying or reports. */
  feesViewOnly: {
    ...staffSession('office', 'Meena Office'),
    permissions: ['dashboard.view', 'students.view', 'fees.view'],
  },
} as const satisfies Record<string, SessionUser>;

// The repository each rendered story uses, by story id, for its play function.
const repositories = new Map<string, Repository>();

/** The repository the story under test renders with (withData must wrap the story). */
export function storyRepository(context: Pick<StoryContext, 'id'>): Repository {
  const repository = repositories.get(context.id);
  if (!repository) {
    throw new Error(`Story "${context.id}" has no data: add withData() to its decorators.`);
  }
  return repository;
}

export function withData(options: InMemoryRepositoryOptions = {}): Decorator {
  return function DataDecorator(Story, context) {
    const parameters = (context.parameters.data ?? {}) as DataParameters;
    return (
      <StoryData storyId={context.id} options={{ latency: 0, ...options, ...parameters }}>
        <Story />
      </StoryData>
    );
  };
}

/**
 * Keeps one repository method pending while every other answers, e.g. a shell's record lookup
 * after the session has been read. Put it on the story, inside the meta's withData.
 */
export function withPending(method: RepositoryMethod): Decorator {
  return function PendingDecorator(Story, context) {
    const [repository] = useState(() => ({
      ...storyRepository(context),
      [method]: () => new Promise<never>(() => {}),
    }));
    return (
      <DataProvider repository={repository}>
        <Story />
      </DataProvider>
    );
  };
}

// How many times each story called a logged method, by story id and method.
const callCounts = new Map<string, number>();

/**
 * Counts the calls of one repository method, e.g. to check a screen never asks for data its
 * user may not see. Put it on the story, inside the meta's withData; read it with storyCallCount.
 */
export function withCallCount(method: RepositoryMethod): Decorator {
  return function CallCountDecorator(Story, context) {
    const [repository] = useState(() => {
      const inner = storyRepository(context);
      const key = `${context.id}:${method}`;
      callCounts.set(key, 0);
      const counted = (...args: unknown[]) => {
        callCounts.set(key, (callCounts.get(key) ?? 0) + 1);
        return (inner[method] as (...args: unknown[]) => unknown)(...args);
      };
      return { ...inner, [method]: counted };
    });
    return (
      <DataProvider repository={repository}>
        <Story />
      </DataProvider>
    );
  };
}

/** How many times the story under test called `method` (withCallCount must wrap the story). */
export function storyCallCount(context: Pick<StoryContext, 'id'>, method: RepositoryMethod) {
  return callCounts.get(`${context.id}:${method}`) ?? 0;
}

function StoryData({
  storyId,
  options,
  children,
}: {
  storyId: string;
  options: InMemoryRepositoryOptions;
  children: ReactNode;
}) {
  // Made once per mounted story, so re-renders (args changing) keep what the story stored.
  const [services] = useState(() => {
    const repository = createInMemoryRepository(options);
    repositories.set(storyId, repository);
    return { repository, auth: createDemoAuthService(repository) };
  });
  // Under StrictMode React may make the state twice and keep one: register the one it kept.
  useLayoutEffect(() => {
    repositories.set(storyId, services.repository);
  }, [storyId, services]);

  return (
    <DataProvider repository={services.repository}>
      <AuthProvider service={services.auth}>{children}</AuthProvider>
    </DataProvider>
  );
}

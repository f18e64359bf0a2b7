import { useMemo } from 'react';
import { describeError } from '@/data';
import { STAFF_ROLE_LABELS } from '@/data/permission-labels';
import type { ListQuery } from '@/ui';
import type { Branch, StaffMember } from '@/data';
import { Card, DetailList, ListTable, StatusBadge, textColumn } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { EditStaffDialog } from './staff-form-dialog';
import styles from './staff-list.module.css';

type StaffStatus = 'Active' | 'Inactive';
const statusTones = { Active: 'success', Inactive: 'neutral' } as const;
const statusOf = (member: StaffMember): StaffStatus => (member.active ? 'Active' : 'Inactive');
const mobileOf = (member: StaffMember) => member.mobile ?? '—';

/** Where a staff member works, by the branches' names: every branch unless limited. */
function branchesOf(member: StaffMember, branches: readonly Branch[]): string {
  if (member.branchIds === undefined) return 'All branches';
  return branches
    .filter((branch) => member.branchIds?.includes(branch.id))
    .map((branch) => branch.name)
    .join(', ');
}

/** The Branches column shows only when the institute has more than one branch. */
function columnsFor(branches: readonly Branch[]): readonly DataTableColumn<StaffMember>[] {
  return [
    textColumn('name', 'Name', (member) => member.name, { emphasis: true }),
    textColumn('email', 'Email', (member) => member.email),
    { id: 'mobile', header: 'Mobile', cell: mobileOf },
    textColumn('role', 'Role', (member) => STAFF_ROLE_LABELS[member.staffRole]),
    ...(branches.length > 1
      ? [textColumn<StaffMember>('branches', 'Branches', (member) => branchesOf(member, branches))]
      : []),
    {
      id: 'status',
      header: 'Status',
      cell: (member) => <StatusBadge status={statusOf(member)} tones={statusTones} />,
      sortValue: statusOf,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (member) => <EditStaffDialog member={member} branches={branches} />,
    },
  ];
}

const byName = (a: StaffMember, b: StaffMember) => a.name.localeCompare(b.name);

/**
 * The staff as a table, or on a phone as one card each (five columns and Edit would scroll a
 * 375 px screen sideways). The table shows the loading, empty and failure states at any width.
 */
export function StaffList({
  query,
  branches,
}: {
  query: ListQuery<StaffMember>;
  /** The institute's branches when it has more than one, else none. */
  branches: readonly Branch[];
}) {
  const staff = query.status === 'success' ? (query.data ?? []) : [];
  const asCards = staff.length > 0;
  const columns = useMemo(() => columnsFor(branches), [branches]);
  return (
    <>
      <div className={asCards ? styles.wideOnly : undefined}>
        <ListTable
          caption="Staff"
          columns={columns}
          initialSort={{ columnId: 'name', direction: 'ascending' }}
          query={query}
          emptyMessage="No staff yet. Add Staff gives someone their own sign-in."
          loadErrorTitle="The staff could not be loaded."
          describeError={describeError}
        />
      </div>
      {asCards ? (
        <ul className={styles.cards} aria-label="Staff">
          {[...staff].sort(byName).map((member) => (
            <li key={member.id}>
              <Card
                title={member.name}
                headingLevel={2}
                actions={<EditStaffDialog member={member} branches={branches} />}
              >
                <DetailList
                  items={[
                    ['Email', member.email],
                    ['Mobile', mobileOf(member)],
                    ['Role', STAFF_ROLE_LABELS[member.staffRole]],
                    ...(branches.length > 1
                      ? [['Branches', branchesOf(member, branches)] as const]
                      : []),
                    ['Status', <StatusBadge status={statusOf(member)} tones={statusTones} />],
                  ]}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

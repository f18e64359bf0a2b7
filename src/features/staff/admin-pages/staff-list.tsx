import { describeError } from '@/data';
import { STAFF_ROLE_LABELS } from '@/data/permission-labels';
import type { ListQuery } from '@/ui';
import type { StaffMember } from '@/data';
import { Card, DetailList, ListTable, StatusBadge, textColumn } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { EditStaffDialog } from './staff-form-dialog';
import styles from './staff-list.module.css';

type StaffStatus = 'Active' | 'Inactive';
const statusTones = { Active: 'success', Inactive: 'neutral' } as const;
const statusOf = (member: StaffMember): StaffStatus => (member.active ? 'Active' : 'Inactive');
const mobileOf = (member: StaffMember) => member.mobile ?? '—';

const columns: readonly DataTableColumn<StaffMember>[] = [
  textColumn('name', 'Name', (member) => member.name, { emphasis: true }),
  textColumn('email', 'Email', (member) => member.email),
  { id: 'mobile', header: 'Mobile', cell: mobileOf },
  textColumn('role', 'Role', (member) => STAFF_ROLE_LABELS[member.staffRole]),
  {
    id: 'status',
    header: 'Status',
    cell: (member) => <StatusBadge status={statusOf(member)} tones={statusTones} />,
    sortValue: statusOf,
  },
  { id: 'actions', header: 'Actions', cell: (member) => <EditStaffDialog member={member} /> },
];

const byName = (a: StaffMember, b: StaffMember) => a.name.localeCompare(b.name);

/**
 * The staff as a table, or on a phone as one card each (five columns and Edit would scroll a
 * 375 px screen sideways). The table shows the loading, empty and failure states at any width.
 */
export function StaffList({ query }: { query: ListQuery<StaffMember> }) {
  const staff = query.status === 'success' ? (query.data ?? []) : [];
  const asCards = staff.length > 0;
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
                actions={<EditStaffDialog member={member} />}
              >
                <DetailList
                  items={[
                    ['Email', member.email],
                    ['Mobile', mobileOf(member)],
                    ['Role', STAFF_ROLE_LABELS[member.staffRole]],
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

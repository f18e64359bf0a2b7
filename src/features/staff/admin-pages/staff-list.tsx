import { useMemo } from 'react';
import { describeError } from '@/data';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { STAFF_ROLE_LABELS } from '@/data/permission-labels';
import { translateDataMessage } from '@/features/data-messages';
import type { ListQuery } from '@/ui';
import type { Branch, StaffMember } from '@/data';
import { Badge, Card, DetailList, ListTable, textColumn } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { EditStaffDialog } from './staff-form-dialog';
import styles from './staff-list.module.css';

const statusOf = (member: StaffMember) => (member.active ? 'Active' : 'Inactive');
const roleOf = (i18n: I18n, member: StaffMember) =>
  translateDataMessage(i18n, STAFF_ROLE_LABELS[member.staffRole]);

/** Active (green) or Inactive, in the reader's language. */
function StaffStatusBadge({ member }: { member: StaffMember }) {
  const { i18n } = useLingui();
  return member.active ? (
    <Badge tone="success">{i18n._(msg`Active`)}</Badge>
  ) : (
    <Badge tone="neutral">{i18n._(msg`Inactive`)}</Badge>
  );
}
const mobileOf = (member: StaffMember) => member.mobile ?? '—';

/** Where a staff member works, by the branches' names: every branch unless limited. */
function branchesOf(i18n: I18n, member: StaffMember, branches: readonly Branch[]): string {
  if (member.branchIds === undefined) return i18n._(msg`All branches`);
  return branches
    .filter((branch) => member.branchIds?.includes(branch.id))
    .map((branch) => branch.name)
    .join(', ');
}

/** The Branches column shows only when the institute has more than one branch. */
function columnsFor(
  i18n: I18n,
  branches: readonly Branch[],
): readonly DataTableColumn<StaffMember>[] {
  return [
    textColumn('name', i18n._(msg`Name`), (member) => member.name, { emphasis: true }),
    textColumn('email', i18n._(msg`Email`), (member) => member.email),
    { id: 'mobile', header: i18n._(msg`Mobile`), cell: mobileOf },
    textColumn('role', i18n._(msg`Role`), (member) => roleOf(i18n, member)),
    ...(branches.length > 1
      ? [
          textColumn<StaffMember>('branches', i18n._(msg`Branches`), (member) =>
            branchesOf(i18n, member, branches),
          ),
        ]
      : []),
    {
      id: 'status',
      header: i18n._(msg`Status`),
      cell: (member) => <StaffStatusBadge member={member} />,
      sortValue: statusOf,
    },
    {
      id: 'actions',
      header: i18n._(msg`Actions`),
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
  const { i18n } = useLingui();
  const columns = useMemo(() => columnsFor(i18n, branches), [i18n, branches]);
  return (
    <>
      <div className={asCards ? styles.wideOnly : undefined}>
        <ListTable
          caption={i18n._(msg`Staff`)}
          columns={columns}
          initialSort={{ columnId: 'name', direction: 'ascending' }}
          query={query}
          emptyMessage={i18n._(msg`No staff yet. Add Staff gives someone their own sign-in.`)}
          loadErrorTitle={i18n._(msg`The staff could not be loaded.`)}
          describeError={describeError}
        />
      </div>
      {asCards ? (
        <ul className={styles.cards} aria-label={i18n._(msg`Staff`)}>
          {[...staff].sort(byName).map((member) => (
            <li key={member.id}>
              <Card
                title={member.name}
                headingLevel={2}
                actions={<EditStaffDialog member={member} branches={branches} />}
              >
                <DetailList
                  items={[
                    [i18n._(msg`Email`), member.email],
                    [i18n._(msg`Mobile`), mobileOf(member)],
                    [i18n._(msg`Role`), roleOf(i18n, member)],
                    ...(branches.length > 1
                      ? [[i18n._(msg`Branches`), branchesOf(i18n, member, branches)] as const]
                      : []),
                    [i18n._(msg`Status`), <StaffStatusBadge member={member} />],
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

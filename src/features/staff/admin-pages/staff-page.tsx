import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLiveQuery } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import { ListPage, Tabs, useDocumentTitle } from '@/ui';
import { RolesAndPermissions } from './roles-and-permissions';
import { StaffList } from './staff-list';
import { AddStaffDialog } from './staff-form-dialog';
import styles from './staff-page.module.css';

/**
 * The institute's staff and what each role may do: the list with Add Staff and Edit, and the
 * roles' permissions with the staff refund limit, one tab each.
 */
export function StaffPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(t`Staff · Admin Panel · Sankalp Institute`);
  const staff = useLiveQuery((data) => data.listStaff(), [], ['staff']);
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  // A one-branch institute never sees the word: no Branches column or field.
  const branchChoices = useMemo(
    () => (branches.status === 'success' && branches.data.length > 1 ? branches.data : []),
    [branches],
  );
  return (
    <ListPage
      title={t`Staff`}
      lead={t`Everyone who works at the institute signs in with their own e-mail; their role decides what they may do.`}
    >
      <Tabs
        label={t`Staff`}
        tabs={[
          {
            value: 'staff',
            label: t`Staff`,
            content: (
              <div className={styles.tab}>
                <div className={styles.actions}>
                  <AddStaffDialog serverMode={serverMode} branches={branchChoices} />
                </div>
                <StaffList query={staff} branches={branchChoices} />
              </div>
            ),
          },
          { value: 'roles', label: t`Roles and permissions`, content: <RolesAndPermissions /> },
        ]}
      />
    </ListPage>
  );
}

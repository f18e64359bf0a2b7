import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { ENQUIRY_SOURCE_LABELS, stageLabelOf } from '@/data/enquiries';
import type { EnquiryRow, EnquiryStage, EnquiryStatus } from '@/data/enquiries';
import { useHolds } from '@/features/auth';
import { translateDataMessage } from '@/features/data-messages';
import {
  Alert,
  ButtonLink,
  FILTER_ALL,
  ListPage,
  RemoteListTable,
  SearchFilterBar,
  textColumn,
  useDocumentTitle,
  useSearchFilter,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn, SelectOption } from '@/ui';
import { AddEnquiryDialog } from './add-enquiry-dialog';
import { ImportEnquiriesDialog } from './import-enquiries-dialog';
import { NextFollowUp } from './enquiry-labels';
import styles from './enquiries.module.css';

function useColumns(
  stages: readonly EnquiryStage[],
  counsellorName: (id: string | undefined) => string,
  now: string,
): DataTableColumn<EnquiryRow>[] {
  const { t, i18n } = useLingui();
  const label = (text: string) => translateDataMessage(i18n, text);
  return [
    {
      id: 'name',
      header: t`Name`,
      cell: (enquiry) => <Link to={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>,
    },
    textColumn('mobile', t`Mobile`, (enquiry) => enquiry.mobile || enquiry.email),
    textColumn('class', t`Class`, (enquiry) =>
      enquiry.currentClass === null ? '—' : String(enquiry.currentClass),
    ),
    textColumn('source', t`Source`, (enquiry) => label(ENQUIRY_SOURCE_LABELS[enquiry.source])),
    textColumn('stage', t`Stage`, (enquiry) => label(stageLabelOf(stages, enquiry.stageId))),
    textColumn('counsellor', t`Counsellor`, (enquiry) => counsellorName(enquiry.assigneeId)),
    {
      id: 'next',
      header: t`Next follow-up`,
      cell: (enquiry) => <NextFollowUp enquiry={enquiry} now={now} />,
    },
  ];
}

/**
 * The enquiries: a counsellor's own, or (to whoever manages them) every one, the open ones by
 * their next step so what is due today comes first.
 */
export function EnquiriesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Enquiries · Admin Panel · Sankalp Institute`);
  const manages = useHolds('enquiries.manage');
  const setsUp = useHolds('settings.manage');
  const filters = useSearchFilter();
  const { search, filter: status, secondFilter: stageId } = filters;
  const paging = useTablePaging({ filterKey: `${search}\n${status}\n${stageId}` });
  const { page, pageSize } = paging.state;
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const counsellors = useLiveQuery((data) => data.listCounsellors(), [], ['staff']);
  const enquiries = useLiveQuery(
    (data) =>
      data.listEnquiries({
        status: (status === FILTER_ALL ? 'all' : status) as EnquiryStatus,
        stageId: stageId === FILTER_ALL ? undefined : stageId,
        search,
        page,
        pageSize,
      }),
    [status, stageId, search, page, pageSize],
    ['enquiries'],
  );
  const stages = settings.data?.admissions.stages ?? [];
  const names = new Map((counsellors.data ?? []).map((person) => [person.id, person.name]));
  const columns = useColumns(
    stages,
    (id) => (id === undefined ? t`Not assigned` : (names.get(id) ?? t`Former staff`)),
    new Date().toISOString(),
  );
  const dueToday = enquiries.data?.dueToday ?? 0;
  const statusOptions: SelectOption[] = [
    { value: 'open', label: t({ message: 'Open', context: 'enquiry status' }) },
    { value: 'closed', label: t`Admitted, lost or merged` },
  ];
  return (
    <ListPage
      title={t`Enquiries`}
      lead={t`Everyone who may join: from the Contact form, STSE, schools, walk-ins and calls. What is due first comes first.`}
      actions={
        <div className={styles.actions}>
          <AddEnquiryDialog />
          {manages ? <ImportEnquiriesDialog /> : null}
          <ButtonLink
            to={`/admin/enquiries/message${stageId === FILTER_ALL ? '' : `?stage=${encodeURIComponent(stageId)}`}`}
            variant="secondary"
          >
            <Trans>Send Message</Trans>
          </ButtonLink>
          {setsUp ? (
            <ButtonLink to="/admin/enquiries/settings" variant="secondary">
              <Trans>Admissions Settings</Trans>
            </ButtonLink>
          ) : null}
        </div>
      }
    >
      {dueToday > 0 ? (
        <Alert tone="info" className={styles.due}>
          {t`${plural(dueToday, {
            one: '# follow-up due by tonight, the overdue ones included.',
            other: '# follow-ups due by tonight, the overdue ones included.',
          })}`}
        </Alert>
      ) : null}
      <RemoteListTable
        caption={t`Enquiries`}
        columns={columns}
        query={enquiries}
        rows={enquiries.data?.rows ?? []}
        total={enquiries.data?.total ?? 0}
        shown={enquiries.data}
        {...paging}
        emptyMessage={
          manages
            ? t`No enquiries here. Add Enquiry records a walk-in or a call.`
            : t`No enquiries are assigned to you yet.`
        }
        loadErrorTitle={t`The enquiries could not be loaded`}
        describeError={describeError}
        toolbar={
          <SearchFilterBar
            state={filters}
            label={t`Enquiries`}
            searchLabel={t`Search by name, mobile or e-mail`}
            filterLabel={t`Status`}
            filterOptions={statusOptions}
            second={{
              label: t`Stage`,
              options: stages.map((stage) => ({
                value: stage.id,
                label: translateDataMessage(i18n, stage.label),
              })),
            }}
          />
        }
      />
    </ListPage>
  );
}

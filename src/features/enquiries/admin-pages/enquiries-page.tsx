import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { ENQUIRY_SOURCE_LABELS, stageLabelOf } from '@/data/enquiries';
import type { EnquiryRow, EnquiryStage, EnquiryStatus } from '@/data/enquiries';
import { useHolds } from '@/features/auth';
import {
  Alert,
  ButtonLink,
  countLabel,
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

export const NO_ENQUIRIES_MESSAGE = 'No enquiries here. Add Enquiry records a walk-in or a call.';
export const NO_ASSIGNED_MESSAGE = 'No enquiries are assigned to you yet.';

const STATUS_OPTIONS: SelectOption[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Admitted, lost or merged' },
];

function columnsFor(
  stages: readonly EnquiryStage[],
  counsellorName: (id: string | undefined) => string,
  now: string,
): DataTableColumn<EnquiryRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (enquiry) => <Link to={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>,
    },
    textColumn('mobile', 'Mobile', (enquiry) => enquiry.mobile || enquiry.email),
    textColumn('class', 'Class', (enquiry) =>
      enquiry.currentClass === null ? '—' : String(enquiry.currentClass),
    ),
    textColumn('source', 'Source', (enquiry) => ENQUIRY_SOURCE_LABELS[enquiry.source]),
    textColumn('stage', 'Stage', (enquiry) => stageLabelOf(stages, enquiry.stageId)),
    textColumn('counsellor', 'Counsellor', (enquiry) => counsellorName(enquiry.assigneeId)),
    {
      id: 'next',
      header: 'Next follow-up',
      cell: (enquiry) => <NextFollowUp enquiry={enquiry} now={now} />,
    },
  ];
}

/**
 * The enquiries: a counsellor's own, or (to whoever manages them) every one, the open ones by
 * their next step so what is due today comes first.
 */
export function EnquiriesPage() {
  useDocumentTitle('Enquiries · Admin Panel · Sankalp Institute');
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
  const columns = columnsFor(
    stages,
    (id) => (id === undefined ? 'Not assigned' : (names.get(id) ?? 'Former staff')),
    new Date().toISOString(),
  );
  const dueToday = enquiries.data?.dueToday ?? 0;
  return (
    <ListPage
      title="Enquiries"
      lead="Everyone who may join: from the Contact form, STSE, schools, walk-ins and calls. What is due first comes first."
      actions={
        <div className={styles.actions}>
          <AddEnquiryDialog />
          {manages ? <ImportEnquiriesDialog /> : null}
          <ButtonLink
            to={`/admin/enquiries/message${stageId === FILTER_ALL ? '' : `?stage=${encodeURIComponent(stageId)}`}`}
            variant="secondary"
          >
            Send Message
          </ButtonLink>
          {setsUp ? (
            <ButtonLink to="/admin/enquiries/settings" variant="secondary">
              Admissions Settings
            </ButtonLink>
          ) : null}
        </div>
      }
    >
      {dueToday > 0 ? (
        <Alert tone="info" className={styles.due}>
          {countLabel(dueToday, 'follow-up')} due by tonight, the overdue ones included.
        </Alert>
      ) : null}
      <RemoteListTable
        caption="Enquiries"
        columns={columns}
        query={enquiries}
        rows={enquiries.data?.rows ?? []}
        total={enquiries.data?.total ?? 0}
        shown={enquiries.data}
        {...paging}
        emptyMessage={manages ? NO_ENQUIRIES_MESSAGE : NO_ASSIGNED_MESSAGE}
        loadErrorTitle="The enquiries could not be loaded"
        describeError={describeError}
        toolbar={
          <SearchFilterBar
            state={filters}
            label="Enquiries"
            searchLabel="Search by name, mobile or e-mail"
            filterLabel="Status"
            filterOptions={STATUS_OPTIONS}
            second={{
              label: 'Stage',
              options: stages.map((stage) => ({ value: stage.id, label: stage.label })),
            }}
          />
        }
      />
    </ListPage>
  );
}

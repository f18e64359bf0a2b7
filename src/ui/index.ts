export { cn } from './cn';
export { Button } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { ButtonLink } from './button-link';
export type { ButtonLinkProps } from './button-link';
export { Modal, ModalClose } from './modal';
export type { ModalProps, ModalSize } from './modal';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './confirm-dialog';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Form, FormActions, FormError } from './form/form';
export type { FormProps } from './form/form';
export { lazyResolver, RESOLVER_LOAD_FAILED_MESSAGE } from './form/lazy-resolver';
export { FormModal, ModalFormFooter } from './form/form-modal';
export type { FormModalProps, ModalFormFooterProps } from './form/form-modal';
export { FormField } from './form/form-field';
export type { FieldControlProps, FieldLayout, FormFieldProps } from './form/form-field';
export type { FieldBaseProps } from './form/field-shared';
export { FieldGroup } from './form/field-group';
export type { FieldGroupProps } from './form/field-group';
export { DateField, EmailField, NumberField, TextField } from './form/text-field';
export type {
  DateFieldProps,
  EmailFieldProps,
  NumberFieldProps,
  TextFieldProps,
} from './form/text-field';
export { Select } from './form/select';
export type { SelectOption, SelectProps } from './form/select';
export { Textarea } from './form/textarea';
export type { TextareaProps } from './form/textarea';
export { Checkbox } from './form/checkbox';
export type { CheckboxProps } from './form/checkbox';
export { CheckboxGroup } from './form/checkbox-group';
export type { CheckboxGroupProps, CheckboxOption } from './form/checkbox-group';
export { FileField } from './form/file-field';
export type { FileFieldProps } from './form/file-field';
export { DataTable } from './data-table/data-table';
export type { DataTableProps } from './data-table/data-table';
export { RemoteDataTable, useTablePaging } from './data-table/remote-data-table';
export type { RemoteDataTableProps } from './data-table/remote-data-table';
export { FILTER_ALL, SearchFilterBar, useSearchFilter } from './search-filter';
export type { SearchFilter, SearchFilterBarProps, SearchFilterValues } from './search-filter';
export type {
  DataTableColumn,
  DataTableSelection,
  RemoteRows,
  TablePaging,
} from './data-table/types';
export { moneyColumn, numberColumn, textColumn } from './data-table/columns';
export { querySort, remoteSortableColumns } from './data-table/remote-sort';
export type { TextColumnOptions } from './data-table/columns';
export type { SortDirection, SortState } from './data-table/sort-rows';
export type { PageSize } from './data-table/data-table-pagination';
export { Card } from './card';
export type { CardProps } from './card';
export { CardGrid, CardGridItem } from './card-grid';
export type { CardGridItemProps, CardGridProps } from './card-grid';
export { DetailList } from './detail-list';
export type { DetailItem, DetailListProps, DetailListVariant } from './detail-list';
export { StatCard } from './stat-card';
export type { StatCardProps } from './stat-card';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { RecordNotFound } from './record-not-found';
export type { RecordNotFoundProps } from './record-not-found';
export { Alert } from './alert';
export type { AlertProps, AlertTone } from './alert';
export { LoadError } from './load-error';
export type { LoadErrorProps } from './load-error';
export { ToastProvider, useToast } from './toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './toast';
export { Skeleton, Spinner } from './spinner';
export type { SkeletonProps, SpinnerProps } from './spinner';
export { Badge, StatusBadge } from './badge';
export type { BadgeProps, BadgeTone, StatusBadgeProps } from './badge';
export { Chart } from './chart/chart';
export type { ChartProps } from './chart/chart';
export type { ChartPoint, ChartSeries } from './chart/chart-geometry';
export { Money } from './money';
export type { MoneyProps } from './money';
export { DateText } from './date-text';
export type { DateTextProps } from './date-text';
export { PublicLayout } from './public-layout';
export type { PublicLayoutProps, SocialLink } from './public-layout';
export { NavList } from './nav-list';
export type { NavLinkItem, NavListProps } from './nav-list';
export { PageContainer } from './page-container';
export type { PageContainerProps } from './page-container';
export { ListPage, ListTable, RemoteListTable } from './list-page';
export type { ListPageProps, ListQuery, ListTableProps, RemoteListTableProps } from './list-page';
export { useDocumentTitle } from './use-document-title';
export { CountLabel, countLabel } from './count-label';
export type { CountLabelProps } from './count-label';
export { saveFile, SAVE_FILE_URL_LIFETIME_MS } from './save-file';
export { useHydrated } from './use-hydrated';
export type { SocialNetwork } from './social-icon';
export { PanelLayout } from './panel-layout';
export type { PanelLayoutProps } from './panel-layout';
export { MenuToggle } from './menu-toggle';
export type { MenuToggleProps } from './menu-toggle';
export { SkipLink } from './skip-link';
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
export { MathText } from './math-text';
export type { MathTextProps } from './math-text';
export { mathSegments } from './math-segments';
export type { MathSegment } from './math-segments';

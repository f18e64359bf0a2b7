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
export { FormField } from './form/form-field';
export type { FieldControlProps, FieldLayout, FormFieldProps } from './form/form-field';
export type { FieldBaseProps } from './form/field-shared';
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
export { FileField } from './form/file-field';
export type { FileFieldProps } from './form/file-field';
export { DataTable } from './data-table/data-table';
export type { DataTableColumn, DataTableProps } from './data-table/data-table';
export type { SortDirection, SortState } from './data-table/sort-rows';
export type { PageSize } from './data-table/data-table-pagination';
export { Card } from './card';
export type { CardProps } from './card';
export { StatCard } from './stat-card';
export type { StatCardProps } from './stat-card';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { Alert } from './alert';
export type { AlertProps, AlertTone } from './alert';
export { ToastProvider, useToast } from './toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './toast';
export { Skeleton, Spinner } from './spinner';
export type { SkeletonProps, SpinnerProps } from './spinner';
export { Badge, StatusBadge } from './badge';
export type { BadgeProps, BadgeStatus, BadgeTone, StatusBadgeProps } from './badge';
export { Money } from './money';
export type { MoneyProps } from './money';
export { DateText } from './date-text';
export type { DateTextProps } from './date-text';
export { PublicLayout } from './public-layout';
export type { NavLinkItem, PublicLayoutProps, SocialLink } from './public-layout';
export type { SocialNetwork } from './social-icon';
export { PanelLayout } from './panel-layout';
export type { PanelLayoutProps } from './panel-layout';
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';

// The school area's words that several of its screens use, in the reader's language.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PendingDetailField } from '@/data';
import type { SkippedBulkRow } from '../model/bulk-row';

const pendingDetailLabels: Record<PendingDetailField, MessageDescriptor> = {
  dateOfBirth: msg`Date of birth`,
  gender: msg`Gender`,
  guardianName: msg`Guardian name`,
  address: msg`Address`,
  city: msg`City`,
  state: msg`State`,
  pinCode: msg`Pin code`,
  mobile: msg`Mobile number`,
  whatsapp: msg`WhatsApp number`,
};

/** How each detail a bulk-registered student still needs is named to the school. */
export function usePendingDetailLabels(): Record<PendingDetailField, string> {
  const { i18n } = useLingui();
  const labels = {} as Record<PendingDetailField, string>;
  for (const [field, label] of Object.entries(pendingDetailLabels)) {
    labels[field as PendingDetailField] = i18n._(label);
  }
  return labels;
}

/** "Row 3 (Ravi Kumar) has no email." for a row the registration left out. */
export function useSkippedRowSentence(): (row: SkippedBulkRow) => string {
  const { t } = useLingui();
  return ({ rowNumber, label, missing }) => {
    if (label) {
      if (missing === 'email') return t`Row ${rowNumber} (${label}) has no email.`;
      if (missing === 'name') return t`Row ${rowNumber} (${label}) has no name.`;
      return t`Row ${rowNumber} (${label}) has no name and no email.`;
    }
    if (missing === 'email') return t`Row ${rowNumber} has no email.`;
    if (missing === 'name') return t`Row ${rowNumber} has no name.`;
    return t`Row ${rowNumber} has no name and no email.`;
  };
}

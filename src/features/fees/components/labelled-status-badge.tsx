import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Badge } from '@/ui';
import type { BadgeTone } from '@/ui';

export type LabelledStatusBadgeProps<Status extends string> = {
  status: Status;
  tones: Readonly<Record<Status, BadgeTone>>;
  /** Each status's word in the reader's language; the stored value itself is never changed. */
  labels: Readonly<Record<Status, MessageDescriptor>>;
};

/** A status in its own colour, its word translated; one from stored data we do not know shows as it is. */
export function LabelledStatusBadge<Status extends string>({
  status,
  tones,
  labels,
}: LabelledStatusBadgeProps<Status>) {
  const { i18n } = useLingui();
  const known = Object.hasOwn(labels, status);
  return (
    <Badge tone={Object.hasOwn(tones, status) ? tones[status] : 'neutral'}>
      {known ? i18n._(labels[status]) : status}
    </Badge>
  );
}

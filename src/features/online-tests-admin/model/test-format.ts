// How the tests' screens write a test's audience, window and status, in the reader's language.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatDateTime } from '@/lib';
import type { ExamAudience, ExamTest } from '@/data/online-tests';
import type { BadgeTone } from '@/ui';

export function audienceText(audience: ExamAudience, i18n: I18n): string {
  const currentClass = audience.currentClass;
  if (audience.kind === 'stse') {
    return i18n._(msg`STSE candidates, class ${currentClass} (Online centre)`);
  }
  const stream = audience.stream;
  return i18n._(msg`Students of class ${currentClass}, ${stream}`);
}

export function windowText(test: Pick<ExamTest, 'opensAt' | 'closesAt'>, i18n: I18n): string {
  const opens = formatDateTime(test.opensAt);
  const closes = formatDateTime(test.closesAt);
  return i18n._(msg`${opens} to ${closes}`);
}

export const TEST_STATUS_LABELS: Record<ExamTest['status'], MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
};

export const TEST_STATUS_TONES: Record<ExamTest['status'], BadgeTone> = {
  draft: 'neutral',
  published: 'success',
};

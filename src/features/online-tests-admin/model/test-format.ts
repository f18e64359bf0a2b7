// How the tests' screens write a test's audience, window and status.
import { formatDateTime } from '@/lib';
import type { ExamAudience, ExamTest } from '@/data/online-tests';
import type { BadgeTone } from '@/ui';

export function audienceText(audience: ExamAudience): string {
  return audience.kind === 'stse'
    ? `STSE candidates, class ${audience.currentClass} (Online centre)`
    : `Students of class ${audience.currentClass}, ${audience.stream}`;
}

export const windowText = (test: Pick<ExamTest, 'opensAt' | 'closesAt'>) =>
  `${formatDateTime(test.opensAt)} to ${formatDateTime(test.closesAt)}`;

export const TEST_STATUS_LABELS: Record<ExamTest['status'], string> = {
  draft: 'Draft',
  published: 'Published',
};

export const testStatusTones: Readonly<Record<string, BadgeTone>> = {
  Draft: 'neutral',
  Published: 'success',
};

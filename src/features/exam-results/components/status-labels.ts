// The online tests' statuses as the screens show them, in the screen's language (the data's own
// labels are English only). Translate with i18n._ where they are rendered.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AttemptStatus, ChallengeStatus, ResponseSheet } from '@/data/online-tests';

type KeyStage = ResponseSheet['keyStage'];

export const keyStageLabels: Readonly<Record<KeyStage, MessageDescriptor>> = {
  hidden: msg`Not published`,
  provisional: msg`Provisional answer key`,
  final: msg`Final answer key`,
};

export const challengeStatusLabels: Readonly<Record<ChallengeStatus, MessageDescriptor>> = {
  open: msg`Under review`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
};

export const attemptStatusLabels: Readonly<Record<AttemptStatus, MessageDescriptor>> = {
  'in-progress': msg`In progress`,
  submitted: msg`Submitted`,
  'timed-out': msg`Submitted at time-out`,
};

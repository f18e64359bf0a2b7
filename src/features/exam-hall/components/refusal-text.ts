// Why a test cannot be taken, in the screen's language: the data's messages (the server's
// refusals) are English only, so the screens show the refusal's reason in their own words.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ExamRefusal } from '@/data/online-tests';

const refusalMessages: Readonly<Record<ExamRefusal, MessageDescriptor>> = {
  'not-eligible': msg`This test is not for your roll number. Check the roll number and date of birth.`,
  'not-published': msg`This test is not open yet.`,
  'not-open': msg`This test has not opened yet. Please come back at the start time.`,
  closed: msg`The time to start this test is over.`,
  elsewhere: msg`Your test continued on another device. This page no longer saves answers.`,
  'time-over': msg`The time for this test is over. Answers can no longer be saved.`,
  submitted: msg`This test has been submitted. Answers can no longer be changed.`,
  'not-started': msg`You have not started this test.`,
  'no-key': msg`The answer key of this test is not published yet.`,
  'challenges-closed': msg`The time to challenge the answer key is over.`,
};

/** The words for a refusal's reason. */
export function useRefusalText(): (reason: ExamRefusal) => string {
  const { i18n } = useLingui();
  return (reason) => i18n._(refusalMessages[reason]);
}

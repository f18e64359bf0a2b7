// What an online test's answer key and its challenges are called, without zod: the public
// answer-key page shows these, and a public page must not download zod (scripts/check-bundle.mjs).
// schemas/exams.ts builds its schemas from them and re-exports them.

export const KEY_STAGES = ['hidden', 'provisional', 'final'] as const;
export type KeyStage = (typeof KEY_STAGES)[number];
export const KEY_STAGE_LABELS: Record<KeyStage, string> = {
  hidden: 'Not published',
  provisional: 'Provisional answer key',
  final: 'Final answer key',
};

export const CHALLENGE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
export const CHALLENGE_STATUS_LABELS: Record<ChallengeStatus, string> = {
  open: 'Under review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

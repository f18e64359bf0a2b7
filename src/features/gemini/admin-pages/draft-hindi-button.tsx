// "Draft Hindi with Gemini" for a form with English and Hindi fields: fills the empty Hindi fields
// whose English is written, and never touches one the admin has typed. Without a key (no drafter)
// nothing shows. A failure is said beside the button; nothing typed changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HindiDraftError } from '@/data';
import type { HindiDraftFailure } from '@/data';
import { Badge, Button } from '@/ui';
import type { DraftedForm } from '../model/hindi-drafter';
import { useHindiDrafter } from '../model/use-hindi-drafter';
import styles from './draft-hindi.module.css';

/** One field pair of the form: its English and what its Hindi field holds now. */
export type DraftPair = { english: string; hindi: string };

export type DraftHindiButtonProps = {
  /** The form's field pairs as they are when the button is pressed. */
  pairs: () => DraftPair[];
  /** The Hindi for the pairs that were drafted (by index); the others are undefined. */
  onDrafted: (drafts: (string | undefined)[]) => void;
  /** A question (formulas kept), a message template (its {{variables}} kept) or a notification. */
  form?: DraftedForm;
};

export function DraftHindiButton({ pairs, onDrafted, form = 'question' }: DraftHindiButtonProps) {
  const { t } = useLingui();
  const drafter = useHindiDrafter(form);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'done'; text: string }>();

  const failureText = (failure: HindiDraftFailure) => {
    switch (failure) {
      case 'unreachable':
        return t`Could not reach Gemini. Check the internet connection and try again.`;
      case 'key':
        return t`Gemini refused the API key. Check the Gemini API key (in STSE Settings, or GEMINI_API_KEY on the server).`;
      case 'quota':
        return t`Gemini's limit of requests is used up for now. Try again later, or write the Hindi yourself.`;
      case 'blocked':
        return t`Gemini would not translate this text. Write the Hindi yourself.`;
      case 'unreadable':
        return t`Gemini's answer could not be read. Please try again.`;
      case 'maths':
        switch (form) {
          case 'template':
            return t`Gemini's draft changed the message's variables, so it was not used. Try again, or write the Hindi yourself.`;
          case 'notification':
            return t`Gemini's draft changed a formula in the text, so it was not used. Try again, or write the Hindi yourself.`;
          case 'question':
            return t`Gemini's draft changed the mathematics, so it was not used. Try again, or write the Hindi yourself.`;
        }
    }
  };

  if (!drafter) return null;

  async function draft(ask: NonNullable<typeof drafter>) {
    const current = pairs();
    const wanted = current
      .map((pair, index) => ({ ...pair, index }))
      .filter((pair) => pair.english.trim() !== '' && pair.hindi.trim() === '');
    if (wanted.length === 0) {
      const anyEnglish = current.some((pair) => pair.english.trim() !== '');
      setOutcome({
        tone: 'error',
        text: anyEnglish
          ? t`Every Hindi field is filled already. Clear one to draft it again.`
          : t`Write the English first.`,
      });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const drafts = await ask(wanted.map((pair) => pair.english));
      const filled: (string | undefined)[] = current.map(() => undefined);
      wanted.forEach((pair, at) => {
        filled[pair.index] = drafts[at];
      });
      onDrafted(filled);
      setOutcome({
        tone: 'done',
        text: t`Hindi drafted by Gemini. Read it and correct it before saving.`,
      });
    } catch (error) {
      // Logged for developers (the SDK's error says more); the admin gets the reason.
      console.error(error);
      const failure = error instanceof HindiDraftError ? error.failure : 'unreachable';
      const nothingChanged = t`Nothing you typed was changed.`;
      setOutcome({ tone: 'error', text: `${failureText(failure)} ${nothingChanged}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.draft}>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        busyLabel={t`Drafting Hindi...`}
        onClick={() => void draft(drafter)}
      >
        <Trans>Draft Hindi with Gemini</Trans>
      </Button>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.error}>
          {outcome.text}
        </p>
      ) : (
        <p role="status" className={styles.status}>
          {outcome?.text}
        </p>
      )}
    </div>
  );
}

/** Beside a field Gemini filled, until the form is saved. */
export function MachineDraftMark() {
  return (
    <Badge tone="warning">
      <Trans>Machine draft</Trans>
    </Badge>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { MathText } from '@/ui';
import { QUESTION_KIND_LABELS } from '@/data/online-tests';
import type { QuestionImage, QuestionKind } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import styles from './online-tests-admin.module.css';

export type QuestionPreviewProps = {
  kind: QuestionKind;
  text: { en: string; hi: string };
  options: readonly { en: string; hi: string }[];
  correctOptions: readonly number[];
  image?: QuestionImage | undefined;
};

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * The question as a candidate will see it, in English and in Hindi, with its mathematics
 * rendered; the right options are marked for the admin.
 */
export function QuestionPreview({
  kind,
  text,
  options,
  correctOptions,
  image,
}: QuestionPreviewProps) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  return (
    <section className={styles.preview} aria-label={t`Preview`}>
      <h3 className={styles.previewTitle}>
        <Trans>Preview</Trans>
      </h3>
      <p className={styles.previewKind}>{dataMessage(QUESTION_KIND_LABELS[kind])}</p>
      {(['en', 'hi'] as const).map((language) => (
        <div key={language} className={styles.previewLanguage}>
          <h4 className={styles.previewLanguageName}>
            {language === 'en' ? t`English` : t`Hindi`}
          </h4>
          {text[language].trim() === '' ? (
            <p className={styles.muted}>
              {language === 'en'
                ? t`No question text yet.`
                : t`No Hindi text: the paper shows English.`}
            </p>
          ) : (
            <p className={styles.previewText}>
              <MathText text={text[language]} lang={language} />
            </p>
          )}
          {language === 'en' && image ? (
            <img
              className={styles.previewImage}
              src={`data:${image.type};base64,${image.base64}`}
              alt={t`The question's figure`}
            />
          ) : null}
          {kind === 'numerical' ? (
            <p className={styles.muted}>
              <Trans>The candidate types a number.</Trans>
            </p>
          ) : (
            <ol className={styles.previewOptions}>
              {options.map((option, index) => {
                const shown = language === 'hi' && option.hi.trim() !== '' ? option.hi : option.en;
                const right = correctOptions.includes(index);
                return (
                  <li key={index} className={right ? styles.rightOption : undefined}>
                    <span>({letter(index)})</span>{' '}
                    <MathText text={shown} lang={shown === option.en ? 'en' : 'hi'} />
                    {right ? (
                      <span className={styles.rightMark}>
                        {' '}
                        <Trans>— right option</Trans>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}

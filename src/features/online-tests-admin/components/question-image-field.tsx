import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, FormField } from '@/ui';
import { questionImageOf } from '../model/question-image';
import type { QuestionFormValues } from '../model/question-form';
import styles from './online-tests-admin.module.css';

/** The question's optional picture: checked by its bytes before it is kept, shown, removable. */
export function QuestionImageField() {
  const { t } = useLingui();
  const { setValue, setError, clearErrors } = useFormContext<QuestionFormValues>();
  const image = useWatch<QuestionFormValues, 'image'>({ name: 'image' });

  async function pick(file: File | undefined) {
    if (!file) return;
    const checked = questionImageOf(new Uint8Array(await file.arrayBuffer()));
    if ('refusal' in checked) {
      setError('image', { type: 'content', message: checked.refusal });
      return;
    }
    clearErrors('image');
    setValue('image', checked.image, { shouldDirty: true });
  }

  return (
    <FormField name="image" label={t`Image (optional)`} hint={t`PNG, JPEG or WebP, up to 200 KB.`}>
      {(control) => (
        <div className={styles.imageField}>
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              // The same file may be picked again after Remove.
              event.target.value = '';
            }}
          />
          {image ? (
            <div className={styles.imagePreview}>
              <img
                src={`data:${image.type};base64,${image.base64}`}
                alt={t`The question's figure`}
              />
              <Button
                variant="secondary"
                onClick={() => setValue('image', undefined, { shouldDirty: true })}
              >
                <Trans>Remove image</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

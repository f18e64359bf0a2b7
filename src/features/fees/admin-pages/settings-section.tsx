// One section of the institute's Settings edited on its own card (the payment details, the GST
// registration): loaded once, saved alone (the other sections stay as stored), and the form
// reset to what was stored, so what the server tidied (trimmed, capitals) is what the admin sees.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Settings } from '@/data';
import { translateDataMessage } from '@/features/data-messages';
import { Card, LoadError, Skeleton } from '@/ui';

type Section = 'payee' | 'gst';

export function SettingsSectionCard({
  title,
  lead,
  loadErrorTitle,
  loadingLabel,
  lines,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** e.g. "The GST registration could not be loaded". */
  loadErrorTitle: string;
  /** e.g. "Loading the GST registration…". */
  loadingLabel: string;
  lines: number;
  /** The form, given the stored settings; mounted once, so later changes elsewhere never
   *  overwrite what the admin is typing. */
  children: (settings: Settings) => ReactNode;
}) {
  const query = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  return (
    <Card title={title}>
      {lead}
      {query.status === 'error' ? (
        <LoadError
          title={loadErrorTitle}
          message={describeError(query.error)}
          onRetry={query.reload}
          size="sm"
        />
      ) : query.status === 'loading' || !query.data ? (
        <Skeleton lines={lines} label={loadingLabel} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

/** The form of one section, its save (that section only) and whether it was just saved. */
export function useSettingsSectionForm<
  K extends Section,
  Input extends FieldValues,
  Output extends Settings[K] & FieldValues,
>(section: K, schema: z.ZodType<Output, Input>, stored: Settings[K]) {
  const repository = useData();
  const { i18n } = useLingui();
  // A section as stored is a valid input of its own form: its schema's output is its input tidied.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: stored as unknown as DefaultValues<Input>,
  });
  const [saved, setSaved] = useState(false);

  async function save(values: Output) {
    setSaved(false);
    try {
      const settings = await repository.replaceSettings({ [section]: values });
      form.reset(settings[section] as unknown as DefaultValues<Input>);
      setSaved(true);
    } catch (error) {
      form.setError('root', { message: translateDataMessage(i18n, describeError(error)) });
    }
  }

  return { form, save, saved: saved && !form.formState.isDirty };
}

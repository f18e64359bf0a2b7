import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  DataValidationError,
  LANGUAGES,
  TEMPLATE_VARIABLES,
  defaultTemplate,
  describeError,
  messageTemplateEditSchema,
  smsLength,
  useData,
} from '@/data';
import type { Language, MessageChannel, MessageTemplate, MessageTemplateEdit } from '@/data';
import { Alert, Button, FormError, FormModal, Tabs, TextField, Textarea, useToast } from '@/ui';
import { useDataMessage } from '@/features/data-messages';
import { DraftHindiButton, MachineDraftMark } from '@/features/gemini';
import { useMessageNames } from './message-names';
import { parametersOf, parametersText, templatePreview } from '../model/template-preview';
import styles from './messages-page.module.css';

/** The shared schema, with WhatsApp's parameters typed as one line ("name, rollNo"). */
const templateFormSchema = messageTemplateEditSchema.extend({
  whatsappParameters: z
    .string()
    .transform(parametersOf)
    .pipe(messageTemplateEditSchema.shape.whatsappParameters),
});
type TemplateFormValues = z.input<typeof templateFormSchema>;
type TemplateForm = UseFormReturn<TemplateFormValues, unknown, MessageTemplateEdit>;
const FIELD_NAMES = Object.keys(templateFormSchema.shape) as Array<keyof TemplateFormValues>;

/** A template's English and Hindi versions in one channel. */
export type TemplateVersions = Record<Language, MessageTemplate>;

/** What Gemini may draft in the Hindi version: what the reader reads (the DLT text is as approved). */
const DRAFTED_FIELDS = ['subject', 'body'] as const;
type DraftedField = (typeof DRAFTED_FIELDS)[number];

/** Each version's tab is named in its own language, as the language switch names it. */
const OWN_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

function formValuesOf(template: MessageTemplate): TemplateFormValues {
  return {
    subject: template.subject,
    body: template.body,
    dltTemplateId: template.dltTemplateId,
    dltText: template.dltText,
    whatsappName: template.whatsappName,
    whatsappLanguage: template.whatsappLanguage,
    whatsappParameters: parametersText(template.whatsappParameters),
  };
}

function useTemplateForm(template: MessageTemplate): TemplateForm {
  return useForm<TemplateFormValues, unknown, MessageTemplateEdit>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: formValuesOf(template),
  });
}

/** How many SMS parts the text takes as typed (the variables as written, not their values). */
function SmsLengthNote() {
  const [body = ''] = useWatch<TemplateFormValues, ['body']>({ name: ['body'] });
  const { encoding, characters, parts } = smsLength(body);
  return (
    <p className={styles.hint} aria-live="polite">
      <Plural value={characters} one="# character" other="# characters" />
      {', '}
      <Plural value={parts} _0="no SMS part" one="# SMS part" other="# SMS parts" />
      {'. '}
      {encoding === 'ucs-2' ? (
        <Trans>Hindi (Unicode): 70 characters in one SMS, 67 a part when longer.</Trans>
      ) : (
        <Trans>English (GSM): 160 characters in one SMS, 153 a part when longer.</Trans>
      )}
    </p>
  );
}

/** The preview as the admin types: sample values filled in, and for SMS the DLT check's answer. */
function Preview({ channel }: { channel: MessageChannel }) {
  const translate = useDataMessage();
  const [subject = '', body = '', dltTemplateId = '', dltText = '', parameters = ''] = useWatch<
    TemplateFormValues,
    ['subject', 'body', 'dltTemplateId', 'dltText', 'whatsappParameters']
  >({ name: ['subject', 'body', 'dltTemplateId', 'dltText', 'whatsappParameters'] });
  const preview = templatePreview(channel, {
    subject,
    body,
    dltTemplateId,
    dltText,
    whatsappParameters: parametersOf(parameters),
  });
  const { t } = useLingui();
  return (
    <section aria-labelledby="template-preview" className={styles.preview}>
      <h3 id="template-preview" className={styles.sectionTitle}>
        <Trans>Preview</Trans>
      </h3>
      {preview.subject !== undefined ? (
        <p>
          <strong>{preview.subject}</strong>
        </p>
      ) : null}
      <p className={styles.previewBody}>{preview.body}</p>
      {preview.parameters ? (
        <ul className={styles.plainList}>
          {preview.parameters.map((parameter) => (
            <li key={parameter.position}>
              {`{{${parameter.position}}}`} = {parameter.value}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.dltProblem === null ? (
        <Alert tone="success">
          <Trans>Matches the approved DLT text.</Trans>
        </Alert>
      ) : null}
      {preview.dltProblem ? (
        <Alert tone="error" title={t`Does not match the DLT template`}>
          {translate(preview.dltProblem)}
        </Alert>
      ) : null}
    </section>
  );
}

/**
 * One language's fields: its own text, its own SMS DLT id and approved text, its own WhatsApp
 * template name, language code and parameters; its preview; and its Reset.
 */
function TemplateLanguageFields({
  channel,
  onReset,
  draftButton,
  machineDrafts,
}: {
  channel: MessageChannel;
  onReset: () => void;
  /** The Hindi version's "Draft Hindi with Gemini" (none for English, or without a key). */
  draftButton?: ReactNode;
  /** Fields Gemini filled, marked until the version is saved. */
  machineDrafts: ReadonlySet<DraftedField>;
}) {
  const { t } = useLingui();
  const markIf = (field: DraftedField) =>
    machineDrafts.has(field) ? <MachineDraftMark /> : undefined;
  return (
    <div className={styles.tab}>
      {draftButton}
      {channel === 'email' ? (
        <TextField<TemplateFormValues>
          name="subject"
          label={t`Subject`}
          hint={markIf('subject')}
          required
        />
      ) : null}
      <Textarea<TemplateFormValues>
        name="body"
        label={t`Message`}
        rows={channel === 'email' ? 8 : 4}
        hint={markIf('body')}
        required
      />
      {channel === 'sms' ? (
        <>
          <SmsLengthNote />
          <TextField<TemplateFormValues>
            name="dltTemplateId"
            label={t`DLT template id`}
            hint={t`The 19-digit id the DLT platform gave the approved template.`}
          />
          <Textarea<TemplateFormValues>
            name="dltText"
            label={t`Approved DLT text`}
            rows={3}
            hint={t`Exactly as approved, with {#var#} for each value.`}
          />
        </>
      ) : null}
      {channel === 'whatsapp' ? (
        <>
          <TextField<TemplateFormValues>
            name="whatsappName"
            label={t`Template name`}
            hint={t`The approved template's name in WhatsApp Manager.`}
          />
          <TextField<TemplateFormValues> name="whatsappLanguage" label={t`Language`} />
          <TextField<TemplateFormValues>
            name="whatsappParameters"
            label={t`Parameters`}
            hint={t`The variables for {{1}}, {{2}}… in order, separated by commas.`}
          />
        </>
      ) : null}
      <Preview channel={channel} />
      <div>
        <Button variant="secondary" onClick={onReset}>
          <Trans>Reset to the portal&apos;s text</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Edit one template in one channel, one language at a time (each version is saved on its own):
 * that channel's fields, checked by the shared schema as the admin types and by the repository's
 * template rules on Save (their messages beside the field). What is typed in one language stays
 * while the other is open.
 */
export function TemplateEditDialog({
  versions,
  open,
  onOpenChange,
}: {
  versions: TemplateVersions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const names = useMessageNames();
  const repository = useData();
  const toast = useToast();
  const [language, setLanguage] = useState<Language>('en');
  const [machineDrafts, setMachineDrafts] = useState<ReadonlySet<DraftedField>>(new Set());
  const forms: Record<Language, TemplateForm> = {
    en: useTemplateForm(versions.en),
    hi: useTemplateForm(versions.hi),
  };
  const form = forms[language];
  const { template, channel } = versions.en;
  const name = `${names.template(template)} (${names.channel(channel)})`;
  const draftedFields = DRAFTED_FIELDS.filter((field) => field === 'body' || channel === 'email');

  function fillDrafts(drafts: (string | undefined)[]) {
    const filled = new Set(machineDrafts);
    drafts.forEach((draft, index) => {
      const field = draftedFields[index];
      if (draft === undefined || !field) return;
      forms.hi.setValue(field, draft, { shouldDirty: true, shouldValidate: true });
      filled.add(field);
    });
    setMachineDrafts(filled);
  }

  async function save(edit: MessageTemplateEdit) {
    try {
      await repository.saveMessageTemplate(template, channel, language, edit);
      onOpenChange(false);
      const saved = language === 'en' ? name : `${name}, ${names.language(language)}`;
      toast.show({ message: t`${saved} is saved.`, tone: 'success' });
    } catch (error) {
      // The template rules' refusals name this form's fields: each goes beside its field.
      if (!(error instanceof DataValidationError)) {
        form.setError('root', { message: describeError(error) });
        return;
      }
      error.issues.forEach((issue, index) => {
        const field = FIELD_NAMES.find((each) => each === issue.path) ?? 'root';
        form.setError(field, { message: issue.message }, { shouldFocus: index === 0 });
      });
    }
  }

  const variables = TEMPLATE_VARIABLES[template].map((item) => `{{${item}}}`).join(', ');
  return (
    <FormModal
      title={t`Edit ${name}`}
      description={t`This message can use ${variables}.`}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          for (const each of LANGUAGES) forms[each].reset(formValuesOf(versions[each]));
          setMachineDrafts(new Set());
        }
        onOpenChange(next);
      }}
      size="lg"
      form={form}
      onSubmit={save}
      submitLabel={t`Save`}
      busyLabel={t`Saving...`}
    >
      <Tabs
        label={t`Language version`}
        value={language}
        onValueChange={(next) => setLanguage(next === 'hi' ? 'hi' : 'en')}
        tabs={LANGUAGES.map((each) => ({
          value: each,
          label: <span lang={each}>{OWN_NAMES[each]}</span>,
          content: (
            <TemplateLanguageFields
              channel={channel}
              machineDrafts={each === 'hi' ? machineDrafts : new Set()}
              draftButton={
                each === 'hi' ? (
                  <DraftHindiButton
                    form="template"
                    pairs={() => {
                      const english = forms.en.getValues();
                      const hindi = forms.hi.getValues();
                      return draftedFields.map((field) => ({
                        english: english[field],
                        hindi: hindi[field],
                      }));
                    }}
                    onDrafted={fillDrafts}
                  />
                ) : undefined
              }
              onReset={() =>
                forms[each].reset(formValuesOf(defaultTemplate(template, channel, each)), {
                  keepDefaultValues: true,
                })
              }
            />
          ),
        }))}
      />
      <FormError />
    </FormModal>
  );
}

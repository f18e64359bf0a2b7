import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CHANNEL_LABELS,
  DataValidationError,
  TEMPLATE_LABELS,
  TEMPLATE_VARIABLES,
  defaultTemplate,
  describeError,
  messageTemplateEditSchema,
  useData,
} from '@/data';
import type { MessageTemplate, MessageTemplateEdit } from '@/data';
import { Alert, Button, FormError, FormModal, TextField, Textarea, useToast } from '@/ui';
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
const FIELD_NAMES = Object.keys(templateFormSchema.shape) as Array<keyof TemplateFormValues>;

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

/** The preview as the admin types: sample values filled in, and for SMS the DLT check's answer. */
function Preview({ template }: { template: MessageTemplate }) {
  const [subject = '', body = '', dltTemplateId = '', dltText = '', parameters = ''] = useWatch<
    TemplateFormValues,
    ['subject', 'body', 'dltTemplateId', 'dltText', 'whatsappParameters']
  >({ name: ['subject', 'body', 'dltTemplateId', 'dltText', 'whatsappParameters'] });
  const preview = templatePreview(template.channel, {
    subject,
    body,
    dltTemplateId,
    dltText,
    whatsappParameters: parametersOf(parameters),
  });
  return (
    <section aria-labelledby="template-preview" className={styles.preview}>
      <h3 id="template-preview" className={styles.sectionTitle}>
        Preview
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
        <Alert tone="success">Matches the approved DLT text.</Alert>
      ) : null}
      {preview.dltProblem ? (
        <Alert tone="error" title="Does not match the DLT template">
          {preview.dltProblem}
        </Alert>
      ) : null}
    </section>
  );
}

/**
 * Edit one template in one channel: that channel's fields, checked by the shared schema as the
 * admin types and by the repository's template rules on Save (their messages beside the field).
 */
export function TemplateEditDialog({
  template,
  open,
  onOpenChange,
}: {
  template: MessageTemplate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const repository = useData();
  const toast = useToast();
  const form = useForm<TemplateFormValues, unknown, MessageTemplateEdit>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: formValuesOf(template),
  });
  const { channel } = template;
  const name = `${TEMPLATE_LABELS[template.template]} (${CHANNEL_LABELS[channel]})`;

  async function save(edit: MessageTemplateEdit) {
    try {
      await repository.saveMessageTemplate(template.template, channel, template.language, edit);
      onOpenChange(false);
      toast.show({ message: `${name} is saved.`, tone: 'success' });
    } catch (error) {
      // The template rules' refusals name this form's fields: each goes beside its field.
      if (!(error instanceof DataValidationError)) {
        form.setError('root', { message: describeError(error) });
        return;
      }
      error.issues.forEach((issue, index) => {
        const field = FIELD_NAMES.find((name) => name === issue.path) ?? 'root';
        form.setError(field, { message: issue.message }, { shouldFocus: index === 0 });
      });
    }
  }

  const variables = TEMPLATE_VARIABLES[template.template].map((item) => `{{${item}}}`).join(', ');
  return (
    <FormModal
      title={`Edit ${name}`}
      description={`This message can use ${variables}.`}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(formValuesOf(template));
        onOpenChange(next);
      }}
      size="lg"
      form={form}
      onSubmit={save}
      submitLabel="Save"
      busyLabel="Saving..."
    >
      {channel === 'email' ? (
        <TextField<TemplateFormValues> name="subject" label="Subject" required />
      ) : null}
      <Textarea<TemplateFormValues>
        name="body"
        label="Message"
        rows={channel === 'email' ? 8 : 4}
        required
      />
      {channel === 'sms' ? (
        <>
          <TextField<TemplateFormValues>
            name="dltTemplateId"
            label="DLT template id"
            hint="The 19-digit id the DLT platform gave the approved template."
          />
          <Textarea<TemplateFormValues>
            name="dltText"
            label="Approved DLT text"
            rows={3}
            hint="Exactly as approved, with {#var#} for each value."
          />
        </>
      ) : null}
      {channel === 'whatsapp' ? (
        <>
          <TextField<TemplateFormValues>
            name="whatsappName"
            label="Template name"
            hint="The approved template's name in WhatsApp Manager."
          />
          <TextField<TemplateFormValues> name="whatsappLanguage" label="Language" />
          <TextField<TemplateFormValues>
            name="whatsappParameters"
            label="Parameters"
            hint="The variables for {{1}}, {{2}}… in order, separated by commas."
          />
        </>
      ) : null}
      <Preview template={template} />
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            form.reset(formValuesOf(defaultTemplate(template.template, channel)), {
              keepDefaultValues: true,
            })
          }
        >
          Reset to the portal&apos;s text
        </Button>
      </div>
      <FormError />
    </FormModal>
  );
}

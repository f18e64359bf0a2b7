import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CHANNEL_LABELS,
  CLASSES,
  DataValidationError,
  TEMPLATE_LABELS,
  describeError,
  useData,
  useLiveQuery,
} from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import {
  ENQUIRY_MESSAGE_TEMPLATES,
  ENQUIRY_SOURCE_LABELS,
  enquiryMessageSchema,
  newId,
} from '@/data/enquiries';
import type {
  EnquiryMessage,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
} from '@/data/enquiries';
import {
  Alert,
  Button,
  CheckboxGroup,
  ConfirmDialog,
  Form,
  FormActions,
  FormError,
  PageContainer,
  Select,
  Skeleton,
  TextField,
  countLabel,
  useDocumentTitle,
} from '@/ui';
import { showIssuesBesideFields } from '@/features/students';
import styles from './enquiries.module.css';

const TEMPLATE_OPTIONS = ENQUIRY_MESSAGE_TEMPLATES.map((value) => ({
  value,
  label: TEMPLATE_LABELS[value],
}));
const CHANNEL_OPTIONS = (['email', 'sms', 'whatsapp'] as const).map((value) => ({
  value,
  label: CHANNEL_LABELS[value],
}));
const SOURCE_OPTIONS = Object.entries(ENQUIRY_SOURCE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const CLASS_OPTIONS = CLASSES.map((level) => ({ value: String(level), label: `Class ${level}` }));

/** Typing in the school's name asks for a new preview once the typing pauses. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function formFor(enquiryId: string | null, search: URLSearchParams): EnquiryMessageInput {
  return {
    template: 'admissions-open',
    channels: ['email', 'sms'],
    segment: enquiryId
      ? { enquiryId }
      : { stageId: search.get('stage') ?? '', source: '', tier: '', schoolName: '' },
    sendKey: newId(),
  };
}

/**
 * Message Enquiries: one enquiry (?enquiry=) or a segment of them, a template, the ways to send;
 * a preview with the counts and the texts before anything goes.
 */
export function MessageEnquiriesPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const repository = useData();
  const [search] = useSearchParams();
  const enquiryId = search.get('enquiry');
  const one = useLiveQuery(
    (data) => (enquiryId ? data.getEnquiry(enquiryId) : Promise.resolve(null)),
    [enquiryId],
    ['enquiries'],
  );
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const name = one.data?.enquiry.name;
  const title = name ? `Message ${name}` : 'Message Enquiries';
  useDocumentTitle(`${title} · Admin Panel · Sankalp Institute`);
  const form = useForm<EnquiryMessageInput, unknown, EnquiryMessage>({
    resolver: zodResolver(enquiryMessageSchema),
    defaultValues: formFor(enquiryId, search),
  });
  const values = useSettled(useWatch({ control: form.control }));
  const checked = enquiryMessageSchema.safeParse(values);
  const request = checked.success ? JSON.stringify(values) : null;
  const preview = useLiveQuery(
    (data) =>
      request
        ? data.previewEnquiryMessage(JSON.parse(request) as EnquiryMessageInput)
        : Promise.resolve(null),
    [request],
    ['enquiries', 'messageTemplates'],
  );
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<EnquiryMessageResult | null>(null);
  const stages = settings.data?.admissions.stages ?? [];
  const tiers = settings.data?.stse.scholarshipTiers ?? [];

  async function send(message: EnquiryMessage) {
    try {
      setSent(await repository.sendEnquiryMessage(message));
      setConfirming(false);
      // A second send is a new one: the key that made a repeat harmless starts again.
      form.setValue('sendKey', newId());
    } catch (error) {
      setConfirming(false);
      // A refusal of the segment as a whole (nobody left to reach, too many) has no field of its
      // own to show beside: it goes above the button.
      const refusal =
        error instanceof DataValidationError
          ? error.issues.find((issue) => issue.path === 'segment')
          : undefined;
      if (refusal) form.setError('root', { message: refusal.message });
      else if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  const shown = preview.data ?? null;
  const messages = shown ? shown.counts.email + shown.counts.sms + shown.counts.whatsapp : 0;
  const tooMany = shown !== null && shown.matched > shown.limit;
  return (
    <PageContainer
      title={title}
      lead={
        <Link to={enquiryId ? `/admin/enquiries/${enquiryId}` : '/admin/enquiries'}>
          {enquiryId ? 'Back to the enquiry' : 'Back to Enquiries'}
        </Link>
      }
    >
      {!serverMode ? (
        <Alert tone="info" title="The demo sends nothing">
          This browser-only demo has no e-mail, SMS or WhatsApp service: a send is kept in Messages,
          each marked Not sent.
        </Alert>
      ) : null}
      {sent ? (
        <Alert tone="success" title="Messages queued">
          {countLabel(sent.counts.email + sent.counts.sms + sent.counts.whatsapp, 'message')} to{' '}
          {countLabel(sent.people, 'person', 'people')}: {channelCounts(sent.counts)}. See them in{' '}
          <Link to="/admin/messages">Messages</Link>.
        </Alert>
      ) : null}
      <Form
        form={form}
        aria-label={title}
        onSubmit={() => setConfirming(true)}
        className={styles.messageForm}
      >
        <Select<EnquiryMessageInput> name="template" label="Message" options={TEMPLATE_OPTIONS} />
        <CheckboxGroup<EnquiryMessageInput>
          name="channels"
          label="Send by"
          hint="WhatsApp goes only to those who agreed to it; nobody who unsubscribed gets anything."
          options={CHANNEL_OPTIONS}
        />
        {enquiryId ? null : settings.status === 'loading' ? (
          // The stage and tier lists come with the settings: a select drawn before its options
          // would show "Every open stage" while the form holds the stage it was opened with.
          <Skeleton lines={3} label="Loading the stages…" />
        ) : (
          <fieldset className={styles.segment}>
            <legend>Who gets it</legend>
            <div className={styles.pair}>
              <Select<EnquiryMessageInput>
                name="segment.stageId"
                label="Stage"
                placeholder="Every open stage"
                options={stages.map((stage) => ({ value: stage.id, label: stage.label }))}
              />
              <Select<EnquiryMessageInput>
                name="segment.source"
                label="Source"
                placeholder="Any source"
                options={SOURCE_OPTIONS}
              />
            </div>
            <div className={styles.pair}>
              <Select<EnquiryMessageInput>
                name="segment.currentClass"
                label="Class"
                placeholder="Any class"
                options={CLASS_OPTIONS}
                valueAsNumber
              />
              <Select<EnquiryMessageInput>
                name="segment.tier"
                label="STSE tier"
                placeholder="Any"
                options={tiers.map((tier) => ({ value: tier.reward, label: tier.reward }))}
              />
            </div>
            <TextField<EnquiryMessageInput>
              name="segment.schoolName"
              label="School (part of its name)"
              autoComplete="off"
            />
          </fieldset>
        )}
        <section aria-labelledby="message-preview" aria-live="polite" className={styles.preview}>
          <h2 id="message-preview">Preview</h2>
          {preview.status === 'error' ? (
            <Alert tone="error">{describeError(preview.error)}</Alert>
          ) : shown ? (
            <PreviewOf preview={shown} />
          ) : request === null ? (
            <p className={styles.muted}>Choose a message and a way to send it.</p>
          ) : (
            <Skeleton lines={4} label="Counting who it reaches…" />
          )}
        </section>
        <FormError />
        <FormActions>
          <Button type="submit" disabled={messages === 0 || tooMany}>
            {`Send to ${countLabel(tooMany ? 0 : (shown?.people ?? 0), 'Person', 'People')}`}
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this message?"
        message={shown ? `${countLabel(messages, 'message')}: ${channelCounts(shown.counts)}.` : ''}
        confirmLabel="Send Messages"
        busyLabel="Sending..."
        tone="primary"
        onConfirm={() => form.handleSubmit(send)()}
      />
    </PageContainer>
  );
}

function channelCounts(counts: Record<'email' | 'sms' | 'whatsapp', number>): string {
  return CHANNEL_OPTIONS.map(({ value, label }) => `${label} ${counts[value]}`).join(', ');
}

/** Who a message reaches and how it reads, before it is sent. */
function PreviewOf({ preview }: { preview: EnquiryMessagePreview }) {
  if (preview.matched > preview.limit) {
    return (
      <Alert tone="info">
        More than {preview.limit.toLocaleString('en-IN')} enquiries match. At most{' '}
        {preview.limit.toLocaleString('en-IN')} people can be messaged at once: narrow the segment.
      </Alert>
    );
  }
  const leftOut = [
    preview.unsubscribed > 0 ? `${preview.unsubscribed} unsubscribed` : null,
    preview.notOptedIn > 0 ? `${preview.notOptedIn} not opted in to WhatsApp` : null,
    preview.unreachable > 0 ? `${preview.unreachable} with no way to reach by these` : null,
  ].filter(Boolean);
  return (
    <>
      <p>
        {countLabel(preview.matched, 'enquiry', 'enquiries')}{' '}
        {preview.matched === 1 ? 'matches' : 'match'}.{' '}
        {leftOut.length > 0 ? `Left out: ${leftOut.join('; ')}.` : null}
      </p>
      <ul className={styles.counts} aria-label="Messages by way">
        {CHANNEL_OPTIONS.map(({ value, label }) => (
          <li key={value}>
            {label}: <strong>{preview.counts[value]}</strong>
          </li>
        ))}
      </ul>
      {preview.first ? (
        preview.first.texts.map((text) => (
          <article key={text.channel} className={styles.sample}>
            <h3>
              {CHANNEL_LABELS[text.channel]} to {preview.first?.name}
            </h3>
            {text.subject ? <p className={styles.subject}>{text.subject}</p> : null}
            <p className={styles.body}>{text.body}</p>
            {text.problem ? <Alert tone="info">{text.problem}</Alert> : null}
          </article>
        ))
      ) : (
        <p className={styles.muted}>Nobody in this segment can get this message.</p>
      )}
    </>
  );
}

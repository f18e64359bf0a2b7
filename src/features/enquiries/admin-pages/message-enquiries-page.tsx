import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  useDocumentTitle,
} from '@/ui';
import { translateDataMessage } from '@/features/data-messages';
import { showIssuesBesideFields } from '@/features/students';
import styles from './enquiries.module.css';

const CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** The choices of the form, in the reader's language (the values stay as stored). */
function optionsIn(i18n: I18n) {
  const label = (text: string) => translateDataMessage(i18n, text);
  return {
    templates: ENQUIRY_MESSAGE_TEMPLATES.map((value) => ({
      value,
      label: label(TEMPLATE_LABELS[value]),
    })),
    channels: channelOptions(i18n),
    sources: Object.entries(ENQUIRY_SOURCE_LABELS).map(([value, text]) => ({
      value,
      label: label(text),
    })),
  };
}

const channelOptions = (i18n: I18n) =>
  CHANNELS.map((value) => ({ value, label: translateDataMessage(i18n, CHANNEL_LABELS[value]) }));

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
  const { t, i18n } = useLingui();
  const options = optionsIn(i18n);
  const classOptions = CLASSES.map((level) => ({ value: String(level), label: t`Class ${level}` }));
  const [search] = useSearchParams();
  const enquiryId = search.get('enquiry');
  const one = useLiveQuery(
    (data) => (enquiryId ? data.getEnquiry(enquiryId) : Promise.resolve(null)),
    [enquiryId],
    ['enquiries'],
  );
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const name = one.data?.enquiry.name;
  const title = name ? t`Message ${name}` : t`Message Enquiries`;
  useDocumentTitle(t`${title} · Admin Panel · Sankalp Institute`);
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
  const reached = tooMany ? 0 : (shown?.people ?? 0);
  return (
    <PageContainer
      title={title}
      lead={
        <Link to={enquiryId ? `/admin/enquiries/${enquiryId}` : '/admin/enquiries'}>
          {enquiryId ? t`Back to the enquiry` : t`Back to Enquiries`}
        </Link>
      }
    >
      {!serverMode ? (
        <Alert tone="info" title={t`The demo sends nothing`}>
          <Trans>
            This browser-only demo has no e-mail, SMS or WhatsApp service: a send is kept in
            Messages, each marked Not sent.
          </Trans>
        </Alert>
      ) : null}
      {sent ? <SentAlert sent={sent} /> : null}
      <Form
        form={form}
        aria-label={title}
        onSubmit={() => setConfirming(true)}
        className={styles.messageForm}
      >
        <Select<EnquiryMessageInput>
          name="template"
          label={t`Message`}
          options={options.templates}
        />
        <CheckboxGroup<EnquiryMessageInput>
          name="channels"
          label={t`Send by`}
          hint={t`WhatsApp goes only to those who agreed to it; nobody who unsubscribed gets anything.`}
          options={options.channels}
        />
        {enquiryId ? null : settings.status === 'loading' ? (
          // The stage and tier lists come with the settings: a select drawn before its options
          // would show "Every open stage" while the form holds the stage it was opened with.
          <Skeleton lines={3} label={t`Loading the stages…`} />
        ) : (
          <fieldset className={styles.segment}>
            <legend>
              <Trans>Who gets it</Trans>
            </legend>
            <div className={styles.pair}>
              <Select<EnquiryMessageInput>
                name="segment.stageId"
                label={t`Stage`}
                placeholder={t`Every open stage`}
                options={stages.map((stage) => ({
                  value: stage.id,
                  label: translateDataMessage(i18n, stage.label),
                }))}
              />
              <Select<EnquiryMessageInput>
                name="segment.source"
                label={t`Source`}
                placeholder={t`Any source`}
                options={options.sources}
              />
            </div>
            <div className={styles.pair}>
              <Select<EnquiryMessageInput>
                name="segment.currentClass"
                label={t`Class`}
                placeholder={t`Any class`}
                options={classOptions}
                valueAsNumber
              />
              <Select<EnquiryMessageInput>
                name="segment.tier"
                label={t`STSE tier`}
                placeholder={t`Any`}
                options={tiers.map((tier) => ({ value: tier.reward, label: tier.reward }))}
              />
            </div>
            <TextField<EnquiryMessageInput>
              name="segment.schoolName"
              label={t`School (part of its name)`}
              autoComplete="off"
            />
          </fieldset>
        )}
        <section aria-labelledby="message-preview" aria-live="polite" className={styles.preview}>
          <h2 id="message-preview">
            <Trans>Preview</Trans>
          </h2>
          {preview.status === 'error' ? (
            <Alert tone="error">{describeError(preview.error)}</Alert>
          ) : shown ? (
            <PreviewOf preview={shown} />
          ) : request === null ? (
            <p className={styles.muted}>
              <Trans>Choose a message and a way to send it.</Trans>
            </p>
          ) : (
            <Skeleton lines={4} label={t`Counting who it reaches…`} />
          )}
        </section>
        <FormError />
        <FormActions>
          <Button type="submit" disabled={messages === 0 || tooMany}>
            {t`${plural(reached, { one: 'Send to # Person', other: 'Send to # People' })}`}
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Send this message?`}
        message={shown ? countsText(i18n, messages, shown.counts) : ''}
        confirmLabel={t`Send Messages`}
        busyLabel={t`Sending...`}
        tone="primary"
        onConfirm={() => form.handleSubmit(send)()}
      />
    </PageContainer>
  );
}

type ChannelCounts = Record<'email' | 'sms' | 'whatsapp', number>;

function channelCounts(i18n: I18n, counts: ChannelCounts): string {
  return channelOptions(i18n)
    .map(({ value, label }) => `${label} ${counts[value]}`)
    .join(', ');
}

/** "3 messages: E-mail 2, SMS 1, WhatsApp 0." */
function countsText(i18n: I18n, count: number, counts: ChannelCounts): string {
  const byChannel = channelCounts(i18n, counts);
  return i18n._(msg`${plural(count, { one: '# message', other: '# messages' })}: ${byChannel}.`);
}

/** After a send: how many messages went to how many people, and where to see them. */
function SentAlert({ sent }: { sent: EnquiryMessageResult }) {
  const { t, i18n } = useLingui();
  const count = sent.counts.email + sent.counts.sms + sent.counts.whatsapp;
  const messagesText = t`${plural(count, { one: '# message', other: '# messages' })}`;
  const people = sent.people;
  const peopleText = t`${plural(people, { one: '# person', other: '# people' })}`;
  const byChannel = channelCounts(i18n, sent.counts);
  return (
    <Alert tone="success" title={t`Messages queued`}>
      <Trans>
        {messagesText} to {peopleText}: {byChannel}. See them in{' '}
        <Link to="/admin/messages">Messages</Link>.
      </Trans>
    </Alert>
  );
}

/** Who a message reaches and how it reads, before it is sent. */
function PreviewOf({ preview }: { preview: EnquiryMessagePreview }) {
  const { t, i18n } = useLingui();
  if (preview.matched > preview.limit) {
    const limit = preview.limit.toLocaleString('en-IN');
    return (
      <Alert tone="info">
        <Trans>
          More than {limit} enquiries match. At most {limit} people can be messaged at once: narrow
          the segment.
        </Trans>
      </Alert>
    );
  }
  const { unsubscribed, notOptedIn, unreachable, matched } = preview;
  const leftOut = [
    unsubscribed > 0 ? t`${unsubscribed} unsubscribed` : null,
    notOptedIn > 0 ? t`${notOptedIn} not opted in to WhatsApp` : null,
    unreachable > 0 ? t`${unreachable} with no way to reach by these` : null,
  ].filter(Boolean);
  const leftOutList = leftOut.join('; ');
  const firstName = preview.first?.name;
  return (
    <>
      <p>
        {t`${plural(matched, { one: '# enquiry matches.', other: '# enquiries match.' })}`}{' '}
        {leftOut.length > 0 ? t`Left out: ${leftOutList}.` : null}
      </p>
      <ul className={styles.counts} aria-label={t`Messages by way`}>
        {channelOptions(i18n).map(({ value, label }) => (
          <li key={value}>
            {label}: <strong>{preview.counts[value]}</strong>
          </li>
        ))}
      </ul>
      {preview.first ? (
        preview.first.texts.map((text) => (
          <article key={text.channel} className={styles.sample}>
            <h3>
              <SampleHeading channel={text.channel} name={firstName} />
            </h3>
            {/* The text as it goes out: English, whatever language the page is in. */}
            {text.subject ? (
              <p className={styles.subject} lang="en">
                {text.subject}
              </p>
            ) : null}
            <p className={styles.body} lang="en">
              {text.body}
            </p>
            {text.problem ? (
              <Alert tone="info">{translateDataMessage(i18n, text.problem)}</Alert>
            ) : null}
          </article>
        ))
      ) : (
        <p className={styles.muted}>
          <Trans>Nobody in this segment can get this message.</Trans>
        </p>
      )}
    </>
  );
}

/** "E-mail to Priya Sharma" above a sample text. */
function SampleHeading({
  channel,
  name,
}: {
  channel: keyof ChannelCounts;
  name?: string | undefined;
}) {
  const { i18n } = useLingui();
  const way = translateDataMessage(i18n, CHANNEL_LABELS[channel]);
  return (
    <Trans>
      {way} to {name}
    </Trans>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, useData } from '@/data';
import type { Enquiry, EnquiryConsent } from '@/data/enquiries';
import { Button, ButtonLink, Card, DateText, DetailList, useToast } from '@/ui';
import styles from './enquiries.module.css';

/**
 * An enquiry's messages: whether WhatsApp is welcome and whether they unsubscribed, what a
 * counsellor hears them say (recorded in the history), and Send Message.
 */
export function EnquiryMessagesCard({ enquiry }: { enquiry: Enquiry }) {
  const repository = useData();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  async function record(action: string, consent: EnquiryConsent, done: string) {
    setBusy(action);
    try {
      await repository.setEnquiryConsent(enquiry.id, consent);
      toast.show({ tone: 'success', message: done });
    } catch (error) {
      toast.show({ tone: 'error', message: describeError(error) });
    } finally {
      setBusy(null);
    }
  }

  const optedIn = enquiry.whatsappOptInAt !== undefined;
  const unsubscribed = enquiry.unsubscribedAt !== undefined;
  return (
    <Card title={t`Messages`} headingLevel={2} className={styles.section}>
      <DetailList
        items={[
          [
            t`WhatsApp`,
            optedIn ? (
              <span key="whatsapp">
                <Trans>
                  Agreed on <DateText value={enquiry.whatsappOptInAt!} />
                </Trans>
              </span>
            ) : (
              t`Not agreed`
            ),
          ],
          [
            t`Messages`,
            unsubscribed ? (
              <span key="messages">
                <Trans>
                  Unsubscribed on <DateText value={enquiry.unsubscribedAt!} />
                </Trans>
              </span>
            ) : (
              t`Allowed`
            ),
          ],
        ]}
      />
      <div className={styles.actions}>
        {unsubscribed ? null : (
          <ButtonLink to={`/admin/enquiries/message?enquiry=${encodeURIComponent(enquiry.id)}`}>
            <Trans>Send Message</Trans>
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          busy={busy === 'whatsapp'}
          busyLabel={t`Saving...`}
          onClick={() =>
            void record(
              'whatsapp',
              { whatsappOptIn: !optedIn },
              optedIn
                ? t`The WhatsApp opt-in was withdrawn.`
                : t`The WhatsApp opt-in was recorded.`,
            )
          }
        >
          {optedIn ? t`Withdraw WhatsApp Opt-in` : t`Record WhatsApp Opt-in`}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'messages'}
          busyLabel={t`Saving...`}
          onClick={() =>
            void record(
              'messages',
              { messages: unsubscribed },
              unsubscribed
                ? t`Messages are allowed again.`
                : t`No more messages will go to this person.`,
            )
          }
        >
          {unsubscribed ? t`Allow Messages` : t`Stop Messages`}
        </Button>
      </div>
    </Card>
  );
}

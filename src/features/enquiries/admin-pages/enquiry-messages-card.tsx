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
    <Card title="Messages" headingLevel={2} className={styles.section}>
      <DetailList
        items={[
          [
            'WhatsApp',
            optedIn ? (
              <span key="whatsapp">
                Agreed on <DateText value={enquiry.whatsappOptInAt!} />
              </span>
            ) : (
              'Not agreed'
            ),
          ],
          [
            'Messages',
            unsubscribed ? (
              <span key="messages">
                Unsubscribed on <DateText value={enquiry.unsubscribedAt!} />
              </span>
            ) : (
              'Allowed'
            ),
          ],
        ]}
      />
      <div className={styles.actions}>
        {unsubscribed ? null : (
          <ButtonLink to={`/admin/enquiries/message?enquiry=${encodeURIComponent(enquiry.id)}`}>
            Send Message
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          busy={busy === 'whatsapp'}
          busyLabel="Saving..."
          onClick={() =>
            void record(
              'whatsapp',
              { whatsappOptIn: !optedIn },
              optedIn ? 'The WhatsApp opt-in was withdrawn.' : 'The WhatsApp opt-in was recorded.',
            )
          }
        >
          {optedIn ? 'Withdraw WhatsApp Opt-in' : 'Record WhatsApp Opt-in'}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'messages'}
          busyLabel="Saving..."
          onClick={() =>
            void record(
              'messages',
              { messages: unsubscribed },
              unsubscribed
                ? 'Messages are allowed again.'
                : 'No more messages will go to this person.',
            )
          }
        >
          {unsubscribed ? 'Allow Messages' : 'Stop Messages'}
        </Button>
      </div>
    </Card>
  );
}

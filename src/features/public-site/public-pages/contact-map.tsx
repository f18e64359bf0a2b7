import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button } from '@/ui';
import styles from './contact-map.module.css';

type MapState = 'not-loaded' | 'loaded' | 'offline';

/**
 * The map loads only when the visitor asks for it, and only when the browser is online: an
 * embed Google refuses (offline, or blocked) fills the console with errors and shows a broken
 * frame, while the address and a plain link always work.
 */
export function ContactMap({ address, placeName }: { address: string; placeName: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<MapState>('not-loaded');
  const query = encodeURIComponent(address);

  return (
    <div className={styles.map}>
      {state === 'loaded' ? (
        <iframe
          title={t`Map showing ${placeName}`}
          src={`https://www.google.com/maps?q=${query}&output=embed`}
          width={600}
          height={360}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={styles.frame}
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.address}>{address}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => setState(navigator.onLine ? 'loaded' : 'offline')}
            >
              <Trans>Show map</Trans>
            </Button>
            <a href={`https://www.google.com/maps/search/?api=1&query=${query}`}>
              <Trans>Open in Google Maps</Trans>
            </a>
          </div>
          {state === 'offline' ? (
            <Alert tone="info">
              <Trans>
                You seem to be offline, so the map cannot load. The address above is all you need to
                find us; try again once you are back online.
              </Trans>
            </Alert>
          ) : null}
        </div>
      )}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/ui';
import styles from './exam-hall.module.css';

export type ExamLayoutProps = {
  title: string;
  /** Who is taking it: "Aarav Gupta · Roll No. STSE0001". */
  takerLine: string;
  /** The countdown and the save status, at the top right as the national CBT has them. */
  status?: ReactNode;
  children: ReactNode;
};

/**
 * The exam's own full-width screen over the site: no site header or menu, the rest of the page
 * inert (out of the tab order and of screen readers) while it shows.
 */
export function ExamLayout({ title, takerLine, status, children }: ExamLayoutProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const made: Element[] = [];
    for (
      let node: HTMLElement | null = ref.current;
      node && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      made.forEach((element) => element.removeAttribute('inert'));
      document.documentElement.style.overflow = overflow;
    };
  }, []);
  return (
    <div ref={ref} className={styles.hall}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.taker}>{takerLine}</p>
        </div>
        <div className={styles.barStatus}>
          {status}
          <FullScreenButton />
        </div>
      </div>
      {children}
    </div>
  );
}

/** Offered, never forced: the candidate chooses full screen; leaving it is counted. */
function FullScreenButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(document.fullscreenEnabled && !document.fullscreenElement);
    update();
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!shown) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
    >
      <Trans>Enter full screen</Trans>
    </Button>
  );
}

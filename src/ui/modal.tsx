import * as Dialog from '@radix-ui/react-dialog';
import {
  useCallback,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import styles from './modal.module.css';
import { cn } from './cn';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The body; it scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Actions pinned under the body (they stay visible while the body scrolls). */
  footer?: ReactNode;
  /** A button that opens the dialog (uncontrolled use). Omit it and pass `open` to control it. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** While busy (e.g. saving), Escape, a click outside and the close button do not close it. */
  busy?: boolean;
  size?: ModalSize;
  /** Accessible name of the × button. */
  closeLabel?: string;
};

/** What ConfirmDialog needs beyond Modal; not part of the kit's public API. */
export type ModalFrameProps = ModalProps & {
  role?: 'dialog' | 'alertdialog';
  showClose?: boolean;
  /** Focused when the dialog opens instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click outside closes it (an alert dialog demands an explicit answer). */
  closeOnOutsideClick?: boolean;
};

export function Modal(props: ModalProps) {
  return <ModalFrame {...props} />;
}

export function ModalFrame({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  busy = false,
  size = 'md',
  closeLabel,
  role = 'dialog',
  showClose = true,
  initialFocusRef,
  closeOnOutsideClick = true,
}: ModalFrameProps) {
  const { t } = useLingui();
  // Radix returns focus only to its own Trigger; a controlled dialog opened by any other button
  // (a table row's Delete, say) must hand focus back to that button too.
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [bodyRef, bodyOverflows] = useOverflow();

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          role={role}
          className={cn(styles.content, styles[size])}
          onOpenAutoFocus={(event) => {
            openerRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The page already moved focus on purpose (say, to a success message): leave it there.
            const active = document.activeElement;
            if (active && active !== document.body && !contentRef.current?.contains(active)) return;
            // Otherwise back to the opener, or, when that is gone, to the main content rather than
            // dropping keyboard users on <body>.
            const opener = openerRef.current;
            const target = opener?.isConnected ? opener : document.getElementById('main-content');
            target?.focus({ preventScroll: !opener?.isConnected });
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (busy || !closeOnOutsideClick) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description !== undefined && (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            )}
          </div>
          {children !== undefined && (
            <div
              ref={bodyRef}
              className={styles.body}
              // A body that scrolls must be reachable by keyboard, or its end cannot be read
              // (axe: scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={bodyOverflows ? 0 : undefined}
            >
              {children}
            </div>
          )}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
          {showClose && (
            // Last in the DOM so opening focuses the body's first control, yet drawn top-right.
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                className={styles.close}
                aria-label={closeLabel ?? t`Close`}
                disabled={busy}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A close button for a Modal's footer, e.g. Cancel: `<ModalClose><Button>Cancel</Button></ModalClose>`. */
export function ModalClose({ children }: { children: ReactElement }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}

function useOverflow() {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight);
    // Watching the body alone is enough: below its max height it grows with its content, and at
    // its max height it already overflows.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

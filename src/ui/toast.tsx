import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './toast.module.css';
import { CloseIcon } from './close-icon';
import { ToneIcon } from './tone-icon';
import { cn } from './cn';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastOptions = {
  message: string;
  tone?: ToastTone;
};

type ToastEntry = { id: number; message: string; tone: ToastTone };

export type ToastApi = {
  /** Shows a transient message; it disappears by itself after the provider's duration. */
  show: (options: ToastOptions) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  /** How long a toast stays, in milliseconds, unless the pointer or focus is on it. */
  durationMs?: number;
};

/** Holds the page's toasts and renders them in one polite live region. */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(1);

  const show = useCallback(({ message, tone = 'info' }: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page, so a screen reader hears what is added to it. */}
      <div className={styles.region} aria-live="polite" data-print-hide>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} durationMs={durationMs} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  durationMs,
  onDismiss,
}: {
  toast: ToastEntry;
  durationMs: number;
  onDismiss: (id: number) => void;
}) {
  // Pausing while the pointer or focus is on the toast gives people time to read it (WCAG 2.2.1).
  const { t } = useLingui();
  const [timer, setTimer] = useState<'running' | 'paused'>('running');
  const { id } = toast;
  useEffect(() => {
    if (timer === 'paused') return;
    const handle = window.setTimeout(() => onDismiss(id), durationMs);
    return () => window.clearTimeout(handle);
  }, [timer, durationMs, onDismiss, id]);

  return (
    <div
      className={cn(styles.toast, styles[toast.tone])}
      onPointerEnter={() => setTimer('paused')}
      onPointerLeave={() => setTimer('running')}
      onFocus={() => setTimer('paused')}
      onBlur={() => setTimer('running')}
    >
      <ToneIcon tone={toast.tone} className={styles.icon} />
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(id)}
        aria-label={t`Close notification`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

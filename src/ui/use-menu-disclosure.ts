import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The open/closed state of a layout's small-screen menu. Escape closes it and puts focus back on
 * the toggle, so keyboard users are never left inside a menu they cannot see.
 */
export function useMenuDisclosure() {
  const [menu, setMenu] = useState<'open' | 'closed'>('closed');
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (menu === 'closed') return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenu('closed');
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menu]);

  const toggle = useCallback(() => setMenu((state) => (state === 'open' ? 'closed' : 'open')), []);
  const close = useCallback(() => setMenu('closed'), []);
  return { menu, toggleRef, toggle, close };
}

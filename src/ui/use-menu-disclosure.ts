import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The open/closed state of a layout's small-screen menu. Escape closes it and puts focus back on
 * the toggle, so keyboard users are never left inside a menu they cannot see.
 */
export function useMenuDisclosure() {
  const [menu, setMenu] = useState<'open' | 'closed'>('closed');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);

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
  /**
   * A link in the menu was chosen. The open menu hides with that link, which would drop focus to
   * the document; focus goes to the main content instead, where the skip link leads and where the
   * chosen page appears. A link followed while the menu is not open (wide screens) keeps focus.
   */
  const close = useCallback(() => {
    if (menu === 'open') mainRef.current?.focus({ preventScroll: true });
    setMenu('closed');
  }, [menu]);
  return { menu, toggleRef, mainRef, toggle, close };
}

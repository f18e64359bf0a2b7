import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Resolves once the browser has painted the frame being prepared (at once in a hidden tab). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints no frames, so there is nothing to wait for.
    if (document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    // A frame's requestAnimationFrame runs before that frame is painted; the next frame's runs
    // once the compositor has taken (rastered) it, and the timeout's task comes after that.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * `React.lazy` for the part of a page that can come a moment later (a form, say): its code starts
 * downloading only once the page around it has painted, so the page's heading and text never
 * wait for it or share the network with it. Render it inside `<Suspense>` with a placeholder as
 * large as the part, so nothing moves when it arrives.
 */
export function lazyAfterPaint<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await afterNextPaint();
    return { default: await load() };
  });
}

import { lazy } from 'react';
import type { ComponentType } from 'react';

// A frame is painted at its own requestAnimationFrame and reaches the screen (rastered,
// composited, shown) a frame or two later: waiting three frames lets it be seen first.
const FRAMES_UNTIL_SHOWN = 3;

/** Resolves once the frame being prepared is on screen (at once in a hidden tab). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints no frames, so there is nothing to wait for.
    if (document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    let frames = 0;
    const nextFrame = () => {
      frames += 1;
      // The timeout's task runs after the last frame's own work.
      if (frames < FRAMES_UNTIL_SHOWN) requestAnimationFrame(nextFrame);
      else setTimeout(resolve, 0);
    };
    requestAnimationFrame(nextFrame);
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

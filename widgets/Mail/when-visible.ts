import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when `target` comes within `margin` of the visible part of `root` (a scrolling pane): the
 * next page of an infinite list. `again` changes after each page, so an end that is still in view loads the next.
 */
export function useWhenVisible(target: RefObject<Element | null>, root: RefObject<Element | null>, onVisible: () => void, enabled: boolean, again: unknown, margin = '300px'): void {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = target.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { root: root.current, rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, root, enabled, again, margin]);
}

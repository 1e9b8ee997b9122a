import { type RefObject, useLayoutEffect } from 'react';
import { fitText } from './fitText';

/**
 * Keeps an element's text within its width (SPEC §9 text fitting, width-only): its CSS font size
 * is the maximum, never less than `min`; fitted again when its box or the fonts change.
 */
export function useFittedText(ref: RefObject<HTMLElement | null>, text: string, min: number) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !text) return;
    const refit = () => {
      // Gone from the page, or not laid out yet (a hidden tab, an LMS frame still 0 px wide): the
      // observer below fits it once it has a width.
      if (!el.isConnected || el.clientWidth === 0) return;
      el.style.fontSize = '';
      el.style.overflowWrap = '';
      const max = Number.parseFloat(getComputedStyle(el).fontSize);
      try {
        fitText(el, { min: Math.min(min, max), max, widthOnly: true });
        // A word longer than the width even at the smallest size breaks rather than leave the screen.
        if (el.scrollWidth > el.clientWidth) el.style.overflowWrap = 'anywhere';
      } catch (error) {
        // A layout that gives the element no static width: the CSS size stays, and the cause is logged.
        el.style.fontSize = '';
        console.error(error);
      }
    };
    refit();
    // Only a new width refits: the height changes with every fit.
    let width = el.parentElement?.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.parentElement?.clientWidth === width) return;
      width = el.parentElement?.clientWidth;
      refit();
    });
    if (el.parentElement) observer.observe(el.parentElement);
    // A web font that arrives after the first fit (ready can resolve before its load has begun) refits.
    document.fonts?.addEventListener('loadingdone', refit);
    void document.fonts?.ready.then(refit);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', refit);
    };
  }, [ref, text, min]);
}

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
      el.style.fontSize = '';
      const max = Number.parseFloat(getComputedStyle(el).fontSize);
      try {
        fitText(el, { min: Math.min(min, max), max, widthOnly: true });
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
    void document.fonts?.ready.then(refit);
    return () => observer.disconnect();
  }, [ref, text, min]);
}

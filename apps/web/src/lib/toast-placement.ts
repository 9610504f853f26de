// A toast that answers a control must not cover it: it shows at the top of the
// window when the control sits in the lower half, else at the bottom (the default).
import type { ToastAnchor } from './toast';

/** The toast's place that leaves `element` (the form it answers) uncovered. */
export function toastAnchorAwayFrom(element: Element | null, viewportHeight: number = window.innerHeight): ToastAnchor {
  const box = element?.getBoundingClientRect();
  const inLowerHalf = box !== undefined && box.top + box.height / 2 > viewportHeight / 2;
  return { vertical: inLowerHalf ? 'top' : 'bottom', horizontal: 'right' };
}

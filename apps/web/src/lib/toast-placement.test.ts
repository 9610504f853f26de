import { describe, expect, it } from 'vitest';
import { toastAnchorAwayFrom } from './toast-placement';

const at = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, height }) }) as unknown as Element;

describe('toastAnchorAwayFrom', () => {
  it('shows the toast at the top when the form sits in the lower half of the window, else at the bottom', () => {
    expect(toastAnchorAwayFrom(at(600, 150), 844)).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchorAwayFrom(at(200, 150), 844)).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(toastAnchorAwayFrom(null, 844)).toEqual({ vertical: 'bottom', horizontal: 'right' });
  });
});

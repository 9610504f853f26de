// Arrow keys, Home and End move between a toolbar's enabled buttons (the ARIA
// toolbar pattern); Tab still reaches each button in turn.
import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

export function moveToolbarFocus(event: KeyboardEvent<HTMLElement>): void {
  const { key } = event;
  if (!(key in STEPS) && key !== 'Home' && key !== 'End') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next = key === 'Home' ? 0 : key === 'End' ? buttons.length - 1 : (at + (STEPS[key] ?? 0) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

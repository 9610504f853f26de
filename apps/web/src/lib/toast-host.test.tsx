import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ToastHost } from './toast-host';
import { enqueueSnackbar } from './toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeAll(async () => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root.render(<ToastHost />));
});

afterAll(() => act(() => root.unmount()));

const toastTexts = () => [...document.querySelectorAll('#notistack-snackbar')].map((node) => node.textContent);

describe('the toast host with the real notistack', () => {
  it('renders nothing before the first toast', () => {
    expect(container.innerHTML).toBe('');
  });

  it('loads notistack with the first toasts and shows them in order', async () => {
    act(() => {
      enqueueSnackbar('Đăng nhập thành công', { variant: 'success' });
      enqueueSnackbar('Second toast', { variant: 'error' });
    });
    // notistack loads with the first toast: on a busy machine that takes more than waitFor's default second.
    await vi.waitFor(() => expect(toastTexts()).toHaveLength(2), { timeout: 10_000 });
    expect(toastTexts()).toEqual(['Đăng nhập thành công', 'Second toast']);
    expect(container.querySelector('.notistack-MuiContent-success')).not.toBeNull();
  });

  it('shows later toasts at once, the provider being mounted', () => {
    act(() => enqueueSnackbar('Third toast', { variant: 'info' }));
    expect(toastTexts()).toContain('Third toast');
  });
});

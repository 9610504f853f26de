// Mounts the lazily loaded <Toaster/> (notistack's provider) once the first toast is
// asked for; until then no toast code beyond ./toast.ts is downloaded.
import { Component, Suspense, lazy, type ReactNode, useSyncExternalStore } from 'react';
import { attachToaster, loadToaster, subscribeToToasts, toastsRequested } from './toast';

const Toaster = lazy(loadToaster);

/** A toaster that failed to load (e.g. offline) costs the toasts, not the page. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <Toaster attach={attachToaster} />
      </Suspense>
    </ToasterBoundary>
  );
}

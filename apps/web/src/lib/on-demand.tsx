// MUI components that a page shows only in some states (a message once a form is
// sent, placeholders while data loads): loaded when first shown, so the first load of
// a page that arrives with its content does not carry them.
import { Suspense, lazy } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import type { SkeletonProps } from '@mui/material/Skeleton';

const LazyAlert = lazy(() => import('@mui/material/Alert'));
const LazySkeleton = lazy(() => import('@mui/material/Skeleton'));

export function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

export function Skeleton(props: SkeletonProps) {
  return (
    <Suspense fallback={null}>
      <LazySkeleton {...props} />
    </Suspense>
  );
}

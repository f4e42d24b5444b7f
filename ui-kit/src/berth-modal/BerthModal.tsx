import { useModal } from '@berth/headless/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BerthModalProps } from './types';

const loadHost = () => import('./ModalHost');
const ModalHost = lazy(loadHost);

/**
 * Starts loading the modal and its first views; call on intent (hover, focus) so the first click
 * finds them ready. Safe to call many times.
 */
export function preloadBerthModal(): Promise<unknown> {
  return Promise.all([loadHost(), import('../views/registry').then(({ stockViews }) => Promise.all([stockViews.preload('Connect'), stockViews.preload('Account')]))]);
}

/** The stock modal. Renders nothing, and loads nothing, until it is first opened. */
export function BerthModal(props: BerthModalProps) {
  const { isOpen } = useModal();
  const [mounted, setMounted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setMounted(true);
  }, [isOpen]);
  if (!mounted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost {...props} />
    </Suspense>
  );
}

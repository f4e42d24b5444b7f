import { preloadFirstOpenCode } from '@berth/headless';
import { useModal } from '@berth/headless/react';
import { Suspense, useEffect, useState } from 'react';
import { preloadableLazy } from '../modal/preloadableLazy';
import type { BerthModalProps } from './types';

const host = preloadableLazy(() => import('./ModalHost'));
const ModalHost = host.Component;

/**
 * Starts loading the modal and its first views; call on intent (hover, focus) so the first click
 * finds them ready. Safe to call many times.
 */
export function preloadBerthModal(): Promise<unknown> {
  return Promise.all([host.preload(), preloadFirstOpenCode(), import('../views/registry').then(({ stockViews }) => Promise.all([stockViews.preload('Connect'), stockViews.preload('Account')]))]);
}

/** Runs `task` when the page is next idle (or after `timeoutMs`), unless cancelled first. */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}

/**
 * The stock modal. Renders nothing until it is first opened; its code loads when the page is idle
 * (or on intent, with `preload="intent"`), outside the page's first render.
 */
export function BerthModal(props: BerthModalProps) {
  const { isOpen } = useModal();
  const [mounted, setMounted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setMounted(true);
  }, [isOpen]);
  const preload = props.preload ?? 'idle';
  useEffect(() => {
    if (preload !== 'idle') return;
    // At most 200 ms after the first render: a busy page (hydration, the app's own work) still gets
    // the modal's code well before a visitor's first click.
    return whenIdle(() => void preloadBerthModal().catch(() => undefined), 200);
  }, [preload]);
  if (!mounted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost {...props} />
    </Suspense>
  );
}

import { lazy, useEffect } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner's `toast` and `Toaster`, without sonner in any page's first load
 * (about 9 KB gzipped that no page needs before its first toast).
 *
 * `LazyToaster` loads sonner once the app has hydrated (the app shell renders
 * it after mount); `toast.*` calls made before it is on the page wait in a
 * queue and are shown, in order, as soon as it has subscribed to sonner's
 * store, so no toast is lost to the load. Code that loads on demand (dialogs,
 * the cashier, the back office) may import sonner itself: it is in its
 * chunk anyway, and by then the toaster is on the page.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let toasterReady = false;
const queued: Array<(module: Sonner) => void> = [];

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => (sonner = module));
  return loading;
}

function run(call: (module: Sonner) => void): void {
  if (sonner && toasterReady) call(sonner);
  else {
    queued.push(call);
    void loadSonner();
  }
}

/** The mounted toaster has subscribed to sonner's store: what waited is shown now. */
function onToasterMounted(module: Sonner): void {
  toasterReady = true;
  for (const call of queued.splice(0)) call(module);
}

function shower(kind?: Kind) {
  return (message: Message, data?: ExternalToast): void => run((module) => (kind ? module.toast[kind](message, data) : module.toast(message, data)));
}

/** `toast('…')`, `toast.success('…')`, … as in sonner (without its return value: ids, when needed, go in `data.id`). */
export const toast = Object.assign(shower(), {
  success: shower('success'),
  error: shower('error'),
  info: shower('info'),
  warning: shower('warning'),
  dismiss: (id?: string | number): void => run((module) => module.toast.dismiss(id)),
});

/** sonner's Toaster, loaded on first render (render it after hydration: the app shell does). */
export const LazyToaster = lazy(async () => {
  const module = await loadSonner();
  function LoadedToaster(props: ToasterProps) {
    // Runs after sonner's own Toaster (a child) has subscribed in its effect.
    useEffect(() => onToasterMounted(module), []);
    return <module.Toaster {...props} />;
  }
  return { default: LoadedToaster };
});

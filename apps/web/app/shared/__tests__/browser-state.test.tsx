// @vitest-environment happy-dom
import { act, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserStateProvider } from '../browser-state.ts';
import { createStore, useStore, type Store } from '../store.ts';

// React's act() flushes renders, transitions and effects before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (node: ReactNode) => act(() => root.render(node));

function Reader({ store, testId = 'value' }: { store: Store<number>; testId?: string }) {
  return <span data-testid={testId}>{useStore(store)}</span>;
}
const shown = (testId = 'value') => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('browser state reads (decision 036)', () => {
  it("shows the server's snapshot until the switch, then the browser's, then follows its changes", () => {
    const store = createStore(5, 0);
    render(
      <BrowserStateProvider value={false}>
        <Reader store={store} />
      </BrowserStateProvider>,
    );
    expect(shown()).toBe('0');
    act(() => store.set(6));
    expect(shown()).toBe('0');

    render(
      <BrowserStateProvider value={true}>
        <Reader store={store} />
      </BrowserStateProvider>,
    );
    expect(shown()).toBe('6');
    act(() => store.set(7));
    expect(shown()).toBe('7');
  });

  it('does not lose a change back to the shown value made while the re-render was on its way', () => {
    // Shown 0; the store goes to 1, and while the reader renders 1 a sibling puts it back to 0 (a modal closed by a
    // route change and opened again at once). The change back compares equal with what was on screen (0), so only
    // the check after the commit of 1 can see that the store no longer says 1.
    const store = createStore(0);
    let putBack = true;
    function Sibling() {
      // It reads the store too, so it renders in the same transition, after the reader.
      if (useStore(store) === 1 && putBack) {
        putBack = false;
        store.set(0);
      }
      return null;
    }
    render(
      <BrowserStateProvider value={true}>
        <Reader store={store} />
        <Sibling />
      </BrowserStateProvider>,
    );
    expect(shown()).toBe('0');
    act(() => store.set(1));
    expect(putBack).toBe(false);
    expect(store.get()).toBe(0);
    expect(shown()).toBe('0');
  });

  it('catches a change made between the render and the subscription of a newly mounted reader', () => {
    const store = createStore(1);
    function ChangesAfterRender() {
      // A layout effect runs after the reader rendered, before its subscription's effect.
      useLayoutEffectOnce(() => store.set(2));
      return null;
    }
    render(
      <BrowserStateProvider value={true}>
        <Reader store={store} />
        <ChangesAfterRender />
      </BrowserStateProvider>,
    );
    expect(shown()).toBe('2');
  });

  it('re-renders every reader of a store, each with the latest value', () => {
    const store = createStore(1);
    render(
      <BrowserStateProvider value={true}>
        <Reader store={store} testId="a" />
        <Reader store={store} testId="b" />
      </BrowserStateProvider>,
    );
    act(() => {
      store.set(2);
      store.set(3);
    });
    expect([shown('a'), shown('b')]).toEqual(['3', '3']);
  });
});

function useLayoutEffectOnce(run: () => void) {
  useLayoutEffect(run, []);
}

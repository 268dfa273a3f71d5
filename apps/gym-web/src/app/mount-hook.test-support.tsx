import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe<Answer>({
  useAnswer,
  onAnswer,
}: {
  useAnswer: () => Answer;
  onAnswer: (answer: Answer) => void;
}) {
  onAnswer(useAnswer());
  return null;
}

/**
 * For unit tests of hooks: a fresh React root for each test, and `mount(useAnswer)`, which renders
 * the hook into it (inside `wrap`, for a hook that needs a provider such as a router) and answers a
 * function giving what its latest render returned (call the hook's functions inside act());
 * `mount.unmount()` unmounts it within the test.
 */
export function hookMounter() {
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
  const mount = <Answer,>(useAnswer: () => Answer, wrap?: (probe: ReactElement) => ReactElement) =>
    mountHook(root, useAnswer, wrap);
  return Object.assign(mount, { unmount: () => act(() => root.unmount()) });
}

function mountHook<Answer>(
  root: Root,
  useAnswer: () => Answer,
  wrap = (probe: ReactElement) => probe,
): () => Answer {
  let latest: { answer: Answer } | undefined;
  act(() =>
    root.render(
      wrap(
        <Probe
          useAnswer={useAnswer}
          onAnswer={(answer) => {
            latest = { answer };
          }}
        />,
      ),
    ),
  );
  return () => {
    if (!latest) throw new Error('the hook has not rendered');
    return latest.answer;
  };
}

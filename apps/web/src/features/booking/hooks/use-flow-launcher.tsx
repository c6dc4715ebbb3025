import { type ComponentType, type LazyExoticComponent, Suspense, useCallback, useState } from 'react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useSession } from '@/lib/session';

type FlowProps<R> = { request: R | null; onClose: () => void };

/**
 * Starts a flow of dialogs (rent, buy) for a logged-in customer; a visitor gets 'Please login to
 * continue' instead. Every press is a new request (its attempt number), so the flow starts over.
 * The flow's code loads on the first press.
 */
export function useFlowLauncher<R>(
  Flow: ComponentType<FlowProps<R>> | LazyExoticComponent<ComponentType<FlowProps<R>>>,
) {
  const { isLoggedIn } = useSession();
  const login = useLoginPrompt('Close');
  const [request, setRequest] = useState<R | null>(null);
  const [attempt, setAttempt] = useState(0);
  const close = useCallback(() => setRequest(null), []);

  const start = (requestFor: (attempt: number) => R) => {
    if (!isLoggedIn) {
      login.prompt();
      return;
    }
    setAttempt(attempt + 1);
    setRequest(requestFor(attempt + 1));
  };

  const dialogs = (
    <>
      {login.dialog}
      {attempt > 0 ? (
        <Suspense fallback={null}>
          <Flow request={request} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
  return { start, dialogs };
}

import { PageState } from '@/components/ui/page-state';
import { useSignOut, useStaffMe } from '@/features/auth';
import { Shell } from './shell';

/** The signed-in frame: loads who is signed in, then shows the shell around the screen. */
export function StaffLayout() {
  const me = useStaffMe();
  const signOut = useSignOut();
  if (me.data)
    return <Shell member={me.data} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
  if (me.isError)
    return (
      <PageState title="The back office could not load">
        <p>{me.error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>
          Try again
        </button>
      </PageState>
    );
  return (
    <div className="skeleton" style={{ height: 64 }} role="status">
      <span className="visually-hidden">Loading</span>
    </div>
  );
}

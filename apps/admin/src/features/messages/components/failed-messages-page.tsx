import type { ColumnDef } from '@tanstack/react-table';
import type { FailedMessage } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { CHANNEL_WORDS } from '@/features/orders';
import { formatMoment } from '@/lib/format';
import { useFailedMessages, useRetryMessage } from '../api/failed-messages';

/** 'order_confirmed' → 'Order confirmed'. */
const eventWords = (event: string) => {
  const words = event.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function RetryButton({ message }: { message: FailedMessage }) {
  const retry = useRetryMessage();
  if (retry.isSuccess) return <span role="status">Queued again</span>;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={retry.isPending}
        onClick={() => retry.mutate(message.id)}
        aria-label={`Retry ${eventWords(message.event)} to ${message.recipient}`}
      >
        Retry
      </button>
      {retry.isError ? <span role="alert">{retry.error.message}</span> : null}
    </>
  );
}

const column = (
  id: string,
  header: string,
  cell: (m: FailedMessage) => ReactNode,
): ColumnDef<FailedMessage, unknown> => ({
  id,
  header,
  enableSorting: false,
  meta: { label: header },
  cell: ({ row }) => cell(row.original),
});

const columns = [
  column('event', 'Event', (m) => eventWords(m.event)),
  column('to', 'To', (m) => m.recipient),
  column('order', 'Order', (m) =>
    m.orderId ? <Link to={paths.order(m.orderId)}>{m.billNo ?? 'Open order'}</Link> : '-',
  ),
  column('channel', 'Channel', (m) => CHANNEL_WORDS[m.channel]),
  column('attempts', 'Attempts', (m) => m.attempts),
  column('error', 'Last error', (m) => m.lastError ?? '-'),
  column('when', 'Failed at', (m) => (m.failedAt ? formatMoment(m.failedAt) : '-')),
  column('retry', 'Action', (m) => <RetryButton message={m} />),
];

/** Messages that could not be sent after every retry, with the vendor's last error and a Retry. */
export function FailedMessagesPage() {
  const failed = useFailedMessages();
  const items = failed.data?.items ?? [];
  return (
    <>
      <h1 className="page-title">Failed messages</h1>
      {failed.isError ? (
        <PageState title="The failed messages could not load">
          <p>{failed.error.message}</p>
        </PageState>
      ) : !failed.data ? (
        <div className="skeleton" style={{ height: 240 }} />
      ) : items.length === 0 ? (
        <PageState title="No failed messages">
          <p>Every message was sent, or is still being tried.</p>
        </PageState>
      ) : (
        <DataTable
          caption="Messages that failed after every retry, newest first"
          rows={items}
          columns={columns}
          total={items.length}
          page={1}
          pageSize={Math.max(1, items.length)}
          sorting={[]}
          onSortingChange={() => {}}
          onPageChange={() => {}}
          rowKey={(m) => m.id}
          loading={failed.isFetching}
        />
      )}
    </>
  );
}

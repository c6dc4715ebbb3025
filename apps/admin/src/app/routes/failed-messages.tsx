import { FailedMessagesPage } from '@/features/messages';

export default function FailedMessagesRoute() {
  return <FailedMessagesPage />;
}

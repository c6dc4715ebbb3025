export { FailedMessagesPage } from './components/failed-messages-page';

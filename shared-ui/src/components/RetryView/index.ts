export { RETRY_VIEW_TEXT, RETRY_VIEW_TITLE, RetryView, type RetryViewProps } from './RetryView';

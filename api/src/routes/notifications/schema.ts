import { IdParams, Pagination } from '../schemas';

export const ListNotificationsQuery = Pagination;
export const NotificationParams = IdParams;

/** Rows per page of the dashboard's lists (the server caps it at 100). */
export const DASHBOARD_PAGE_SIZE = 10;

/** What the manage page is opened with: the appointment, and the emailed link's token if any. */
export interface ManageParams {
  id: string;
  token?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/appointments/manage?id=…[&token=…]`. An id that is not an appointment id at all (a link cut
 * short by a mail program) is undefined: the page says the link is incomplete without asking.
 */
export function readManageParams(search: URLSearchParams): ManageParams | undefined {
  const id = search.get('id')?.trim();
  if (!id || !UUID.test(id)) return undefined;
  const token = search.get('token')?.trim();
  return token ? { id, token } : { id };
}

/** The page for one appointment, as the dashboard links to it (the session is the right). */
export function manageHref(id: string): string {
  return `/appointments/manage?${new URLSearchParams({ id })}`;
}

// How fresh a dashboard's data is, in words: "refreshed 07:00 today, 10,324 rows" (the viewer's header and
// the Dashboards home say it the same way). A failed or drifted refresh says so with its status.

/** refresh: the newest of GET …/refreshes (a RefreshView), or undefined when there was none. */
export function freshness(refresh) {
  if (!refresh) return 'not refreshed yet';
  const at = `refreshed ${moment(new Date(refresh.startedAt))}`;
  return refresh.status === 'SUCCEEDED' ? `${at}, ${refresh.rowCount.toLocaleString('en')} rows` : `${at}: ${refresh.status}`;
}

/** "07:00 today", "07:00 yesterday" or "2 Dec 2026, 07:00". */
export function moment(date) {
  const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((startOfDay(new Date()) - startOfDay(date)) / 86400000);
  if (days === 0) return `${time} today`;
  if (days === 1) return `${time} yesterday`;
  return date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

const startOfDay = (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The artifact's newest refresh, or undefined. */
export async function latestRefresh(api, artifactUrl) {
  return (await api(`${artifactUrl}/refreshes?size=1`)).items?.[0];
}

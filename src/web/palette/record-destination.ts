// Where choosing a record in the palette goes: its page. When that page is the one on screen (a list
// beside its focused record, `/job/applications?application=1498`), the view's query (filters, sort,
// page) is kept and only the record is named, so the list opens it as it stands and says which filter
// it had to clear (screens/generic/record-reveal.ts) instead of losing the view without a word.
export function recordDestination(path: string, here: { pathname: string; search: string; origin: string } = location): string {
  const target = new URL(path, here.origin);
  if (target.pathname !== here.pathname || !target.search) return path;
  const query = new URLSearchParams(here.search);
  target.searchParams.forEach((value, key) => query.set(key, value));
  return `${target.pathname}?${query}${target.hash}`;
}

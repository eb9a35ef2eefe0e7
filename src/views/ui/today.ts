/** The person's date as YYYY-MM-DD, for the birth-date rules (the server's clock decides in the end). */
export function localToday(now = new Date()) {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

// Formatting of fixed data. Dates are ISO strings ("2026-03-21") handled in UTC so that
// the output never depends on the time zone of the machine that renders the page.

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function parts(iso) {
  const [y, m, d] = iso.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { y, m, d, weekday };
}

export function shortDate(iso) {
  const { m, d, weekday } = parts(iso);
  return `${DAYS[weekday].slice(0, 3)} ${d} ${MONTHS[m - 1].slice(0, 3)}`;
}

export function longDate(iso) {
  const { y, m, d, weekday } = parts(iso);
  return `${DAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export function dayMonth(iso) {
  const { m, d } = parts(iso);
  return { day: String(d), month: MONTHS[m - 1].slice(0, 3).toUpperCase() };
}

export function time12(hhmm) {
  const [h, min] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return min === 0 ? `${hour}${suffix}` : `${hour}:${String(min).padStart(2, "0")}${suffix}`;
}

export function money(amount) {
  return `£${amount.toFixed(2)}`;
}

// Today's date as an ISO string in the page's local time (the capture clock).
export function todayIso() {
  const now = new Date();
  const mm = String(now.getMonth() + 1).padStart(2, "0");
  const dd = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${mm}-${dd}`;
}

export function addDays(iso, days) {
  const { y, m, d } = parts(iso);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(iso) {
  return parts(iso).weekday;
}

export function escapeHtml(text) {
  return String(text)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

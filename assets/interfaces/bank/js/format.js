// Formatting helpers: fixed en-GB output that does not depend on the browser's locale.

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function esc(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "£1,234.56"; negative amounts get a leading minus sign. */
export function money(amount) {
  const sign = amount < 0 ? "−" : "";
  const [whole, pence] = Math.abs(amount).toFixed(2).split(".");
  return `${sign}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
}

function parts(iso) {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "16 Mar 2026" */
export function shortDate(iso) {
  const { year, month, day } = parts(iso);
  return `${day} ${MONTHS[month - 1].slice(0, 3)} ${year}`;
}

/** "16 March 2026" */
export function longDate(iso) {
  const { year, month, day } = parts(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Monday 16 March 2026" */
export function fullDate(iso) {
  return `${WEEKDAYS[parts(iso).weekday]} ${longDate(iso)}`;
}

/** Today's date in London as an ISO date, read from the (fixed) clock. */
export function todayIso() {
  const fields = {};
  const formatter = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  for (const part of formatter.formatToParts(new Date())) fields[part.type] = part.value;
  return `${fields.year}-${fields.month}-${fields.day}`;
}

/** "09:40": the London time the given number of minutes from now. */
export function timeInMinutes(minutes) {
  const later = new Date(Date.now() + minutes * 60 * 1000);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(later);
}

/** Parses "20/03/2026" or "20 3 2026" into an ISO date, or returns null when invalid. */
export function parseUkDate(text) {
  const match = /^\s*(\d{1,2})[\s/.-]+(\d{1,2})[\s/.-]+(\d{4})\s*$/.exec(text || "");
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "20/03/2026" from an ISO date. */
export function ukDate(iso) {
  const { year, month, day } = parts(iso);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

/** Parses a money amount typed by a person ("25", "25.00", "1,200.50"); null when invalid. */
export function parseAmount(text) {
  const cleaned = String(text || "").trim().replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

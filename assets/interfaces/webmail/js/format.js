// Pure formatting helpers: HTML escaping, dates and addresses.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAYS_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function esc(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// Paragraphs as HTML, keeping the line breaks inside each paragraph.
export function paragraphsHtml(paragraphs) {
  return paragraphs.map((paragraph) => `<p>${esc(paragraph).replace(/\n/g, "<br>")}</p>`).join("");
}

const pad = (n) => String(n).padStart(2, "0");

// Dates are stored in UTC; Europe/London is UTC for every date of the mailbox (before 29 March).
function parts(iso) {
  const d = new Date(iso);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

export function nowIso() {
  const d = new Date();
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

function sameDay(a, b) {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

// "08:47" today, "13 Mar" this year, "26 Feb 2025" before.
export function listDate(iso) {
  const p = parts(iso);
  const today = parts(nowIso());
  if (sameDay(p, today)) return p.time;
  if (p.year === today.year) return `${p.day} ${MONTHS[p.month]}`;
  return `${p.day} ${MONTHS[p.month]} ${p.year}`;
}

// Spoken form of the list date for the row's accessible description.
export function longDate(iso) {
  const p = parts(iso);
  return `${DAYS_LONG[p.weekday]} ${p.day} ${MONTHS_LONG[p.month]} ${p.year}`;
}

export function fullDate(iso) {
  const p = parts(iso);
  return `${DAYS[p.weekday]} ${p.day} ${MONTHS[p.month]} ${p.year}, ${p.time}`;
}

// "30/03/2026" -> ISO date "2026-03-30", or null when it is not a real date.
export function parseDayMonthYear(text) {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return d.toISOString().slice(0, 10);
}

export function todayIsoDate() {
  return nowIso().slice(0, 10);
}

// ISO date "2026-03-30" -> "Monday 30 March 2026".
export function spokenDay(isoDate) {
  return longDate(`${isoDate}T12:00:00Z`);
}

export function displayName(person) {
  return person.name || person.email;
}

export function formatAddress(person) {
  return person.name ? `${person.name} <${person.email}>` : person.email;
}

export function addressList(people) {
  return people.map(formatAddress).join(", ");
}

const EMAIL = /^[^\s@,<>"]+@[^\s@,<>".]+(\.[^\s@,<>".]+)+$/;

// Parses a recipients field ("Name <a@b.co>, c@d.uk"); invalid entries are returned as errors.
export function parseRecipients(text) {
  const people = [];
  const invalid = [];
  for (const raw of text.split(/[,;]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = /^(.*?)\s*<([^>]*)>$/.exec(entry);
    const name = named ? named[1].replace(/^"|"$/g, "").trim() : "";
    const email = (named ? named[2] : entry).trim();
    if (EMAIL.test(email)) people.push({ name, email });
    else invalid.push(entry);
  }
  return { people, invalid };
}

export function isEmail(text) {
  return EMAIL.test(text.trim());
}

export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

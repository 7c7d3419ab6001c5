// Calendar dates as "YYYY-MM-DD" strings, computed in UTC so the host's zone never matters.
/* exported D */
"use strict";

const D = (() => {
  const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const parse = (iso) => { const [y, m, d] = iso.split("-").map(Number); return new Date(Date.UTC(y, m - 1, d)); };
  const iso = (date) => date.toISOString().slice(0, 10);
  const add = (day, n) => { const t = parse(day); t.setUTCDate(t.getUTCDate() + n); return iso(t); };
  const weekday = (day) => parse(day).getUTCDay();
  const monday = (day) => add(day, -((weekday(day) + 6) % 7));
  const daysBetween = (a, b) => Math.round((parse(b) - parse(a)) / 86400000);
  const long = (day) => { const t = parse(day); return `${DAYS[t.getUTCDay()]} ${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`; };
  const short = (day) => { const t = parse(day); return `${DAYS[t.getUTCDay()].slice(0, 3)} ${t.getUTCDate()}`; };
  const dayMonth = (day) => { const t = parse(day); return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]}`; };
  const mins = (hhmm) => { const [h, m] = hhmm.split(":").map(Number); return h * 60 + m; };
  const hhmm = (n) => `${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
  const today = () => iso(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())));
  return { DAYS, MONTHS, parse, iso, add, weekday, monday, daysBetween, long, short, dayMonth, mins, hhmm, today };
})();

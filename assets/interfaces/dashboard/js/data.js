// Fixed data of the Brackenford Council Performance Hub: wards, months, services and the
// monthly figures the charts and exports are drawn from (deterministic, no randomness).

export const USER = {
  name: "Priya Nair",
  role: "Performance Analyst, Waste & Street Services",
  email: "priya.nair@brackenford.gov.uk",
};

export const WARDS = [
  { id: "abbey", name: "Abbey", households: 6120, base: 134 },
  { id: "castlefield", name: "Castlefield", households: 7480, base: 183 },
  { id: "dene-park", name: "Dene Park", households: 5290, base: 104 },
  { id: "harbourside", name: "Harbourside", households: 8010, base: 221 },
  { id: "kingsmead", name: "Kingsmead", households: 6650, base: 153 },
  { id: "northgate", name: "Northgate", households: 7140, base: 199 },
  { id: "st-annes", name: "St Anne's", households: 4980, base: 116 },
  { id: "westbrook", name: "Westbrook", households: 7730, base: 213 },
];

// April 2025 (financial year start) to February 2026, the last complete month on 16 March 2026.
export const MONTHS = [
  { id: "2025-04", name: "April 2025", short: "Apr" },
  { id: "2025-05", name: "May 2025", short: "May" },
  { id: "2025-06", name: "June 2025", short: "Jun" },
  { id: "2025-07", name: "July 2025", short: "Jul" },
  { id: "2025-08", name: "August 2025", short: "Aug" },
  { id: "2025-09", name: "September 2025", short: "Sep" },
  { id: "2025-10", name: "October 2025", short: "Oct" },
  { id: "2025-11", name: "November 2025", short: "Nov" },
  { id: "2025-12", name: "December 2025", short: "Dec" },
  { id: "2026-01", name: "January 2026", short: "Jan" },
  { id: "2026-02", name: "February 2026", short: "Feb" },
];

export const SERVICES = [
  { id: "refuse", name: "Refuse", share: 0.46, rounds: 2.17 },
  { id: "recycling", name: "Recycling", share: 0.34, rounds: 2.17 },
  { id: "garden", name: "Garden waste", share: 0.2, rounds: 1.2 },
];

// Seasonal factors per month (Christmas and the January snow push missed collections up).
const SEASON = [0.92, 0.88, 0.95, 1.04, 1.1, 0.97, 1.0, 1.06, 1.21, 1.34, 1.02];
const WARD_WOBBLE = [3, -2, 5, -4, 1, 6, -3, 2];
const RECYCLING_BASE = [47.8, 44.1, 52.6, 39.4, 45.9, 41.7, 50.2, 42.8];
const RECYCLING_SEASON = [1.4, 1.9, 2.3, 2.0, 1.1, 0.4, -0.6, -1.8, -3.1, -4.2, -2.7];
const FLY_BASE = [21, 27, 9, 34, 16, 29, 12, 31];
const FLY_SEASON = [1.0, 1.12, 1.18, 1.26, 1.31, 1.09, 0.97, 0.9, 1.05, 0.84, 0.88];

/** Missed collections of a ward in a month for one service. */
export function missed(wardIndex, monthIndex, serviceIndex) {
  const ward = WARDS[wardIndex];
  const wobble = ((WARD_WOBBLE[wardIndex] * (monthIndex + 2)) % 9) - 4;
  const total = Math.round(ward.base * SEASON[monthIndex]) + wobble;
  const service = SERVICES[serviceIndex];
  // Garden waste is suspended in December and January.
  if (service.id === "garden" && (monthIndex === 8 || monthIndex === 9)) return 0;
  return Math.round(total * service.share);
}

/** Scheduled collections of a ward in a month for one service. */
export function scheduled(wardIndex, monthIndex, serviceIndex) {
  const service = SERVICES[serviceIndex];
  if (service.id === "garden" && (monthIndex === 8 || monthIndex === 9)) return 0;
  const take = service.id === "garden" ? 0.38 : 1;
  return Math.round(WARDS[wardIndex].households * service.rounds * take);
}

export function recyclingRate(wardIndex, monthIndex) {
  return Math.round((RECYCLING_BASE[wardIndex] + RECYCLING_SEASON[monthIndex]) * 10) / 10;
}

export function flyTipping(wardIndex, monthIndex) {
  return Math.round(FLY_BASE[wardIndex] * FLY_SEASON[monthIndex]) + ((wardIndex + monthIndex) % 3);
}

export const DATASETS = [
  {
    id: "missed-collections",
    name: "Missed bin collections",
    summary: "Every reported missed collection of refuse, recycling and garden waste, by ward and day.",
    records: "One record per missed collection (address anonymised to street level)",
    updated: "Monthly, on the 6th working day",
    next: "Wednesday 8 April 2026",
    owner: "Waste Operations",
    method:
      "A collection counts as missed when a resident reports it within 48 hours and the crew's in-cab log does not show the bin as presented. Reports about bins that were not put out in time are excluded.",
    fields: ["Date", "Ward", "Street", "Service", "Reason code", "Resolved within 2 working days"],
  },
  {
    id: "fly-tipping",
    name: "Fly-tipping incidents",
    summary: "Fly-tipping reported by residents and found by street cleansing crews, with size and clearance time.",
    records: "One record per incident",
    updated: "Monthly, on the 10th working day",
    next: "Tuesday 14 April 2026",
    owner: "Street Scene",
    method:
      "Incidents are counted once, on the day of the first report. Size follows the national WasteDataFlow categories, from 'single black bag' to 'tipper lorry load'.",
    fields: ["Date reported", "Ward", "Land type", "Size", "Waste type", "Days to clear"],
  },
  {
    id: "recycling-rates",
    name: "Recycling rates",
    summary: "Share of household waste sent for reuse, recycling or composting, by ward and month.",
    records: "One record per ward and month",
    updated: "Quarterly, six weeks after the quarter ends",
    next: "Monday 11 May 2026",
    owner: "Waste Strategy",
    method:
      "Rates are estimated from round tonnages: each round's tonnage is split between wards by the number of households it serves. Contamination rejected at the sorting facility is taken off.",
    fields: ["Month", "Ward", "Residual tonnes", "Recycled tonnes", "Composted tonnes", "Rate (%)"],
  },
  {
    id: "street-cleansing",
    name: "Street cleansing inspections",
    summary: "Grades from the local environmental quality survey for litter, detritus and graffiti.",
    records: "One record per transect inspected",
    updated: "Three times a year",
    next: "Friday 31 July 2026",
    owner: "Street Scene",
    method: "Inspectors grade 50-metre transects from A (no litter) to D (heavily littered).",
    fields: ["Date", "Ward", "Land use", "Litter grade", "Detritus grade", "Graffiti grade"],
  },
  {
    id: "garden-subscriptions",
    name: "Garden waste subscriptions",
    summary: "Active garden waste subscriptions by ward, with new sign-ups and cancellations.",
    records: "One record per ward and month",
    updated: "Monthly",
    next: "Wednesday 1 April 2026",
    owner: "Customer Services",
    method: "A subscription is active from the first collection after payment until its renewal date.",
    fields: ["Month", "Ward", "Active", "New", "Cancelled"],
  },
];

export const SCHEDULES = [
  {
    id: "s1",
    name: "Monthly waste performance pack",
    dataset: "Overview dashboard",
    ward: "All wards",
    frequency: "Monthly",
    day: "1st working day",
    time: "09:00",
    recipients: "priya.nair@brackenford.gov.uk, waste-managers@brackenford.gov.uk",
    format: "PDF",
    status: "Active",
  },
  {
    id: "s2",
    name: "Fly-tipping weekly",
    dataset: "Fly-tipping incidents",
    ward: "All wards",
    frequency: "Weekly",
    day: "Monday",
    time: "08:00",
    recipients: "priya.nair@brackenford.gov.uk, street.scene@brackenford.gov.uk",
    format: "CSV",
    status: "Active",
  },
  {
    id: "s3",
    name: "Garden waste monthly",
    dataset: "Garden waste subscriptions",
    ward: "All wards",
    frequency: "Monthly",
    day: "1st working day",
    time: "10:00",
    recipients: "priya.nair@brackenford.gov.uk",
    format: "Excel",
    status: "Paused",
  },
];

export const RECENT_EXPORTS = [
  { file: "fly-tipping_2026-01_2026-02_all-wards.csv", rows: "325 records", when: "Thursday 12 March 2026, 14:05" },
  { file: "recycling-rates_2025-04_2025-12_all-wards.xlsx", rows: "72 records", when: "Monday 2 March 2026, 10:41" },
];

export const SAVED_VIEWS = [
  { name: "Harbourside refuse", ward: "harbourside", service: "refuse", from: 0, to: 10 },
  { name: "Winter garden waste", ward: "all", service: "garden", from: 6, to: 10 },
];

// Fixed data of Daybook Calendar for Brightwater Housing. The page clock is Monday 16 March 2026, 09:30 (GMT).
/* exported PEOPLE, ROOMS, ROOM_BOOKINGS, CLOSURES, SERIES, OTHER_BUSY, ZONES, ME */
"use strict";

const ME = { name: "Priya Raman", email: "priya.raman@brightwaterha.org.uk" };

const PEOPLE = [
  { name: "Amir Haddad", email: "amir.haddad@brightwaterha.org.uk", title: "Head of Repairs" },
  { name: "Joanne Pike", email: "joanne.pike@brightwaterha.org.uk", title: "Damp and Mould Coordinator" },
  { name: "Marcus Bell", email: "marcus.bell@brightwaterha.org.uk", title: "Director of Operations" },
  { name: "Grace Okafor", email: "grace.okafor@brightwaterha.org.uk", title: "Communications Officer" },
  { name: "Tom Lindqvist", email: "tom.lindqvist@brightwaterha.org.uk", title: "Repairs Systems Manager" },
  { name: "Tomasz Nowak", email: "tomasz.nowak@brightwaterha.org.uk", title: "Income Officer" },
  { name: "Harriet Cole", email: "harriet.cole@brightwaterha.org.uk", title: "Tenancy Sustainment Officer" },
  { name: "Joanna Pryce", email: "joanna.pryce@brightwaterha.org.uk", title: "Finance Business Partner" },
];

const ROOMS = [
  { id: "wren", name: "Wren (1.02)", seats: 4 },
  { id: "kestrel", name: "Kestrel (2.04)", seats: 8 },
  { id: "heron", name: "Heron (3.01)", seats: 10 },
  { id: "boardroom", name: "Boardroom (4.01)", seats: 14 },
  { id: "osprey", name: "Osprey (G.03)", seats: 20 },
];

// Bookings made by other people, which only the room check on saving knows about.
const ROOM_BOOKINGS = [
  { room: "boardroom", date: "2026-03-18", start: "09:00", end: "13:00" },
  { room: "osprey", date: "2026-03-18", start: "09:00", end: "13:00" },
  { room: "boardroom", date: "2026-03-24", start: "13:00", end: "17:00" },
  { room: "wren", date: "2026-03-24", start: "14:00", end: "15:00" },
];
const CLOSURES = [{ room: "kestrel", date: "2026-03-18", reason: "closed for maintenance" }];

const g = (name, response) => ({ ...PEOPLE.find((p) => p.name === name), response });

const SERIES = [
  { id: "standup", title: "Housing Insight stand-up", start: "09:45", end: "10:00", repeat: { every: "weekday", from: "2026-01-05" },
    organiser: "Priya Raman", location: "Online – Daybook Meet", guests: [g("Amir Haddad", "Yes"), g("Joanne Pike", "Yes"), g("Tom Lindqvist", "Yes"), g("Grace Okafor", "Yes"), g("Harriet Cole", "Maybe")],
    description: "Fifteen minutes: what you did yesterday, what you're doing today, anything blocking you." },
  { id: "oneone", title: "Priya / Marcus 1:1", start: "11:00", end: "11:30", repeat: { every: "week", day: 1, from: "2026-01-05" },
    organiser: "Marcus Bell", location: "Marcus's office (4.07)", guests: [g("Marcus Bell", "Yes")], mine: "Yes", description: "" },
  { id: "analysis", title: "Tenant survey analysis", date: "2026-03-16", start: "14:00", end: "15:30", organiser: "Priya Raman", guests: [], description: "Focus time." },
  { id: "repairsreview", title: "Repairs performance review", date: "2026-03-17", start: "10:00", end: "11:30", organiser: "Amir Haddad", room: "heron",
    guests: [g("Amir Haddad", "Yes"), g("Tom Lindqvist", "Yes"), g("Marcus Bell", "Yes")], mine: "Yes", description: "February repairs figures and the first-time-fix plan." },
  { id: "lunchlearn", title: "Lunch and learn: damp and mould", date: "2026-03-17", start: "12:30", end: "13:30", organiser: "Joanne Pike", room: "osprey",
    guests: [g("Joanne Pike", "Yes")], mine: "Yes", description: "Bring your lunch." },
  { id: "hollis", title: "Call with Hollis Building Consultancy", date: "2026-03-17", start: "15:30", end: "16:15", organiser: "Priya Raman", location: "Online – Daybook Meet",
    guests: [{ name: "Kwame Asante", email: "kwame.asante@hollisbuildingconsult.co.uk", response: "Yes" }, g("Amir Haddad", "Yes")], description: "Stock condition survey: scope and site visit." },
  { id: "dpa", title: "Data protection refresher", date: "2026-03-18", start: "11:00", end: "12:00", organiser: "Learning and Development", location: "Online – Daybook Meet", guests: [], mine: "Yes", description: "Annual mandatory training." },
  { id: "northgate", title: "Call with Northgate Housing Software", date: "2026-03-18", start: "15:00", end: "16:00", organiser: "Dana Whitmore", location: "Online – Northgate video call",
    guests: [{ name: "Dana Whitmore", email: "dana.whitmore@northgatesoftware.com", response: "Yes" }], mine: "Yes", zone: "America/New_York", description: "Repairs scheduling module: demo of online appointment booking." },
  { id: "sitevisit", title: "Site visit – Marsh Lane estate", date: "2026-03-19", start: "10:00", end: "12:00", organiser: "Priya Raman", location: "Marsh Lane estate office",
    guests: [{ name: "Kwame Asante", email: "kwame.asante@hollisbuildingconsult.co.uk", response: "Yes" }, g("Amir Haddad", "Yes")], description: "Blocks A to D. Keys from the caretaker." },
  { id: "budget", title: "Budget review", date: "2026-03-19", start: "14:00", end: "15:30", organiser: "Marcus Bell", room: "heron",
    guests: [g("Marcus Bell", "Yes"), g("Amir Haddad", "Yes"), g("Tomasz Nowak", "Yes"), g("Harriet Cole", "No")], mine: "Yes", description: "Quarter 1 spend against budget, and the damp and mould bid." },
  { id: "dalton", title: "Call with Dalton Ventilation", date: "2026-03-19", start: "15:00", end: "15:45", organiser: "Amir Haddad", location: "Online – Daybook Meet",
    guests: [g("Amir Haddad", "Yes"), g("Joanne Pike", "Yes")], mine: "Yes", description: "Quote for Eastfield ventilation upgrades." },
  { id: "dropin", title: "Drop-in prep", date: "2026-03-19", start: "15:45", end: "16:15", organiser: "Priya Raman", guests: [], description: "Print the survey posters." },
  { id: "weeklyplan", title: "Weekly planning", start: "09:00", end: "10:00", repeat: { every: "week", day: 5, from: "2026-01-09" }, organiser: "Priya Raman", guests: [], description: "Plan next week." },
  { id: "walkround", title: "Site walk-round: Eastfield", date: "2026-03-20", start: "10:30", end: "12:00", organiser: "Amir Haddad", location: "Eastfield estate office",
    guests: [g("Amir Haddad", "Yes"), g("Joanne Pike", "Yes")], mine: "Awaiting", description: "" },
  { id: "teamlunch", title: "Team lunch", start: "12:30", end: "13:30", repeat: { every: "week", day: 5, from: "2026-01-09" }, organiser: "Priya Raman", location: "The Canal Kitchen",
    guests: [g("Amir Haddad", "Yes"), g("Joanne Pike", "Yes"), g("Tom Lindqvist", "Maybe"), g("Grace Okafor", "Yes"), g("Harriet Cole", "Yes")], description: "Friday lunch for the team." },
  { id: "comms", title: "Comms catch-up", date: "2026-03-20", start: "14:00", end: "14:30", organiser: "Grace Okafor", guests: [g("Grace Okafor", "Yes")], mine: "Yes", description: "" },
  { id: "tenantpanel", title: "Tenant Panel", date: "2026-03-24", start: "14:00", end: "16:00", organiser: "Priya Raman", guests: [], description: "12 panel members and 2 staff. Residents are invited by letter." },
  { id: "forum", title: "Quarterly tenant forum", date: "2026-03-24", start: "18:00", end: "19:30", organiser: "Grace Okafor", location: "Riverside Community Hall, Mill Lane",
    guests: [g("Grace Okafor", "Yes"), g("Marcus Bell", "Yes")], mine: "Yes", description: "Open meeting for all residents. Refreshments from 17:30." },
  { id: "ops", title: "Operations Committee", date: "2026-03-26", start: "10:00", end: "11:30", organiser: "Marcus Bell", room: "boardroom",
    guests: [g("Marcus Bell", "Yes"), g("Amir Haddad", "Yes"), g("Joanne Pike", "Yes")], mine: "Awaiting", description: "Agenda item 4: tenant survey 2026 draft findings (Priya Raman)." },
];

// Other people's commitments that only free-busy shows (no details).
const OTHER_BUSY = {
  "Amir Haddad": [{ date: "2026-03-19", start: "13:00", end: "14:00" }],
  "Joanne Pike": [{ date: "2026-03-19", start: "09:00", end: "12:00" }],
  "Tom Lindqvist": [{ date: "2026-03-19", start: "12:00", end: "13:00" }],
};

const ZONES = [
  { id: "Europe/London", label: "(GMT+00:00) London", offset: 0 },
  { id: "America/New_York", label: "(GMT-04:00) Eastern Time – New York", offset: -240 },
  { id: "Europe/Berlin", label: "(GMT+01:00) Berlin", offset: 60 },
  { id: "Asia/Kolkata", label: "(GMT+05:30) India – Kolkata", offset: 330 },
];

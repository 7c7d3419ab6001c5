// Fixed data of the patient and the surgery, consistent with the capture clock
// (Monday 16 March 2026, 09:30 Europe/London).

export const PATIENT = {
  name: "Priya Raman",
  firstName: "Priya",
  dob: "12 June 1981",
  nhsNumber: "943 476 5919",
  address: "41 Orchard Rise, Hallam Bridge HB4 2LN",
  mobile: "07700 900113",
  email: "priya.raman@example.com",
};

export const CLINICIANS = {
  marsh: { name: "Dr Helen Marsh", role: "GP", option: "Dr Helen Marsh (GP, female)" },
  adeyemi: { name: "Dr Samuel Adeyemi", role: "GP", option: "Dr Samuel Adeyemi (GP, male)" },
  kerr: { name: "Dr Fiona Kerr", role: "GP", option: "Dr Fiona Kerr (GP, female)" },
  price: { name: "Nurse Joanne Price", role: "Practice nurse", option: "Nurse Joanne Price" },
};

// Weekly sessions: weekday numbers (1 = Monday), face-to-face and telephone slot times.
export const SESSIONS = {
  marsh: { days: [1, 2, 4], face: ["08:30", "09:00", "09:30", "10:30", "11:00", "15:30", "16:10"], phone: ["12:00", "12:20"] },
  adeyemi: { days: [1, 3, 4, 5], face: ["09:10", "09:50", "10:30", "14:00", "15:20", "16:40"], phone: ["13:00"] },
  kerr: { days: [2, 3, 5], face: ["08:40", "10:00", "10:40", "14:30", "15:10", "16:20"], phone: ["11:40"] },
  price: { days: [1, 2, 3, 4, 5], face: ["08:10", "08:30", "09:20", "10:10", "10:50", "11:30", "14:10", "15:00"], phone: [] },
};

// Slots already taken by other patients, by date and clinician.
export const TAKEN = {
  "2026-03-17": { marsh: ["08:30", "09:00", "09:30", "10:30", "11:00", "15:30", "16:10", "12:00"], kerr: ["08:40", "10:00", "14:30", "15:10", "16:20"], price: ["08:10", "08:30", "09:20", "10:10", "14:10"] },
  "2026-03-18": { adeyemi: ["09:10", "09:50", "14:00", "16:40"], kerr: ["08:40", "10:00", "10:40", "14:30"], price: ["08:10", "09:20", "10:10", "14:10"] },
  "2026-03-19": { marsh: ["08:30", "09:00", "10:30", "11:00"], adeyemi: ["09:10", "10:30", "15:20"], price: ["08:10", "08:30", "09:20", "11:30"] },
  "2026-03-20": { adeyemi: ["09:10", "09:50", "10:30", "14:00"], kerr: ["08:40", "10:00", "15:10"], price: ["08:10", "08:30", "10:10", "10:50", "11:30"] },
  "2026-03-23": { marsh: ["08:30", "09:00", "15:30"], adeyemi: ["09:10", "13:00"], price: ["08:10", "09:20"] },
  "2026-03-24": { marsh: ["08:30", "10:30"], kerr: ["10:00", "16:20"], price: ["08:10", "08:30", "09:20", "10:10", "10:50", "11:30"] },
  "2026-03-31": { marsh: ["09:00"], kerr: ["08:40"], price: ["10:10", "14:10"] },
};

// Bank holidays when the surgery is closed.
export const CLOSED = ["2026-04-03", "2026-04-06", "2026-05-04"];

export const FIRST_BOOKABLE = "2026-03-17";
export const LAST_BOOKABLE = "2026-04-30";

export const APPOINTMENTS = [
  { id: "a1", what: "Asthma review", with: "price", date: "2026-03-24", time: "11:20", type: "Face to face", upcoming: true },
  { id: "a0", what: "Blood test", with: "price", date: "2026-03-03", time: "08:30", type: "Face to face", upcoming: false },
  { id: "a9", what: "GP appointment", with: "marsh", date: "2026-02-12", time: "12:20", type: "Telephone", upcoming: false },
  { id: "a8", what: "GP appointment", with: "adeyemi", date: "2025-11-20", time: "09:50", type: "Face to face", upcoming: false },
];

export const MEDICINES = [
  { id: "amlodipine", name: "Amlodipine 5mg tablets", dose: "Take ONE tablet each morning", quantity: "28 tablets", last: "16 February 2026" },
  { id: "clenil", name: "Clenil Modulite 100micrograms/dose inhaler", dose: "Two puffs twice a day", quantity: "1 inhaler (200 doses)", last: "12 January 2026" },
  { id: "salbutamol", name: "Salbutamol 100micrograms/dose inhaler", dose: "One or two puffs when required", quantity: "1 inhaler (200 doses)", last: "12 January 2026" },
  { id: "sertraline", name: "Sertraline 50mg tablets", dose: "Take ONE tablet each day", quantity: "28 tablets", last: "16 February 2026" },
  { id: "omeprazole", name: "Omeprazole 20mg gastro-resistant capsules", dose: "Take ONE capsule before breakfast", quantity: "28 capsules", last: "16 February 2026" },
  { id: "naproxen", name: "Naproxen 500mg tablets", dose: "Take ONE tablet twice a day with food", quantity: "28 tablets", last: "3 September 2025", review: true },
];

export const PHARMACIES = [
  { id: "boots-high", name: "Boots", street: "14 High Street", town: "Hallam Bridge HB4 1AB", phone: "01632 960 255", distance: "0.4 miles" },
  { id: "coop-station", name: "Co-op Pharmacy", street: "3 Station Road", town: "Hallam Bridge HB4 3RS", phone: "01632 960 781", distance: "0.9 miles" },
  { id: "station-chemist", name: "Station Road Chemist", street: "118 Station Road", town: "Kettlebrook KB2 9PL", phone: "01632 960 904", distance: "6.2 miles" },
  { id: "well-mill", name: "Well Pharmacy", street: "2 Mill Lane", town: "Hallam Bridge HB4 7QT", phone: "01632 960 330", distance: "0.1 miles" },
  { id: "lloyds-market", name: "Lloyds Pharmacy", street: "27 Market Place", town: "Hallam Bridge HB4 1DX", phone: "01632 960 612", distance: "0.6 miles" },
  { id: "asda-retail", name: "Asda Pharmacy", street: "Riverside Retail Park", town: "Hallam Bridge HB4 5TT", phone: "01632 960 147", distance: "1.8 miles" },
];

// Results: rows are [test, value, units, range, outOfRange].
export const RESULTS = [
  { id: "r1", name: "Full blood count (FBC)", date: "2026-03-03", reviewer: "Dr Helen Marsh",
    comment: "Slightly low haemoglobin. Repeat in 3 months. No action needed now.",
    rows: [["Haemoglobin", "118", "g/L", "120 – 150", true], ["White cell count", "6.1", "10^9/L", "4.0 – 11.0", false], ["Platelets", "265", "10^9/L", "150 – 400", false], ["Mean cell volume (MCV)", "79", "fL", "80 – 100", true], ["Neutrophils", "3.8", "10^9/L", "2.0 – 7.5", false]] },
  { id: "r2", name: "Lipid profile (cholesterol)", date: "2026-03-03", reviewer: "Dr Helen Marsh",
    comment: "See my message of 10 March.",
    rows: [["Total cholesterol", "6.2", "mmol/L", "up to 5.0", true], ["HDL cholesterol", "1.3", "mmol/L", "above 1.0", false], ["LDL cholesterol", "4.1", "mmol/L", "up to 3.0", true], ["Triglycerides", "1.6", "mmol/L", "up to 1.7", false], ["Total cholesterol : HDL ratio", "4.8", "", "up to 6.0", false]] },
  { id: "r3", name: "Kidney function (U&E)", date: "2026-03-03", reviewer: "Dr Helen Marsh",
    comment: "Normal. No action.",
    rows: [["Sodium", "139", "mmol/L", "133 – 146", false], ["Potassium", "4.4", "mmol/L", "3.5 – 5.3", false], ["Creatinine", "71", "umol/L", "45 – 84", false], ["eGFR", "above 90", "mL/min/1.73m2", "above 60", false]] },
  { id: "r4", name: "HbA1c (blood sugar)", date: "2026-03-03", reviewer: "Dr Helen Marsh",
    comment: "Borderline. Discuss at your next review.",
    rows: [["HbA1c", "44", "mmol/mol", "20 – 41", true]] },
  { id: "r5", name: "HbA1c (blood sugar)", date: "2025-11-20", reviewer: "Dr Samuel Adeyemi",
    comment: "Raised. Repeat in 3 months with diet advice.",
    rows: [["HbA1c", "46", "mmol/mol", "20 – 41", true]] },
  { id: "r6", name: "Vitamin D", date: "2025-10-14", reviewer: "Dr Fiona Kerr",
    comment: "Low. Take vitamin D3 1,000 units a day, available from pharmacies.",
    rows: [["25-hydroxy vitamin D", "38", "nmol/L", "50 – 175", true]] },
  { id: "r7", name: "Lipid profile (cholesterol)", date: "2025-09-09", reviewer: "Dr Samuel Adeyemi",
    comment: "Raised. Lifestyle advice given.",
    rows: [["Total cholesterol", "6.8", "mmol/L", "up to 5.0", true], ["HDL cholesterol", "1.2", "mmol/L", "above 1.0", false], ["LDL cholesterol", "4.6", "mmol/L", "up to 3.0", true], ["Triglycerides", "1.9", "mmol/L", "up to 1.7", true]] },
  { id: "r8", name: "Full blood count (FBC)", date: "2024-06-02", reviewer: "Dr Helen Marsh",
    comment: "Normal.",
    rows: [["Haemoglobin", "127", "g/L", "120 – 150", false], ["White cell count", "5.4", "10^9/L", "4.0 – 11.0", false], ["Platelets", "241", "10^9/L", "150 – 400", false]] },
];

export const MESSAGES = [
  { id: "m1", from: "Dr Helen Marsh", subject: "Your cholesterol result", date: "2026-03-10", unread: true,
    body: ["Dear Priya,", "Your cholesterol test from 3 March is higher than we would like. Please book a routine GP appointment in the next 4 weeks so we can talk about your options, including diet and a statin.", "Kind regards, Dr Helen Marsh"] },
  { id: "m2", from: "Nurse Joanne Price", subject: "Your annual asthma review", date: "2026-02-27", unread: false,
    body: ["Hello Priya,", "Your asthma review is booked for Tuesday 24 March at 11:20. Please bring your inhalers with you.", "Joanne"] },
  { id: "m3", from: "Ashgrove Surgery", subject: "Flu and COVID-19 vaccinations", date: "2025-10-02", unread: false,
    body: ["Our autumn vaccination clinics run on Saturdays in October. You can book through Appointments."] },
];

export const MESSAGE_TEAMS = ["Reception and appointments", "GP (non-urgent medical question)", "Prescriptions team", "Practice nurse"];

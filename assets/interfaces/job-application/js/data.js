// Fixed data of the applicant and the vacancies, consistent with the capture clock
// (Monday 16 March 2026, 09:30 Europe/London).

export const APPLICANT = {
  name: "Amara Okafor",
  email: "amara.okafor@example.com",
  phone: "07700 900264",
  address: "12 Larch Avenue, Leeds LS6 3JD",
};

export const GRADES = {
  AO: "Administrative Officer (AO)",
  EO: "Executive Officer (EO)",
  HEO: "Higher Executive Officer (HEO)",
  SEO: "Senior Executive Officer (SEO)",
};

// who: "everyone" (open to anyone with the right to work) or "internal" (existing civil servants).
export const JOBS = [
  { id: "v1", title: "Policy Officer", dept: "Department for Rural Affairs", location: "Leeds or York", grade: "HEO", salary: [36530, 39760], closes: "2026-03-29", who: "everyone", posted: "2026-03-02", ref: "384721",
    summary: "Help shape policy on rural transport and connectivity, working with ministers and local councils.", office: "Hybrid: at least 60% of your time (3 days a week) in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v2", title: "Data Analyst", dept: "Office for Transport Statistics", location: "Newport", grade: "HEO", salary: [35900], closes: "2026-03-20", who: "everyone", posted: "2026-02-16", ref: "381007",
    summary: "Produce official statistics on road and rail use.", office: "Hybrid: 2 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v3", title: "Administrative Officer", dept: "HM Courts Service", location: "Bradford", grade: "AO", salary: [24120], closes: "2026-03-24", who: "everyone", posted: "2026-03-09", ref: "385230",
    summary: "Support court hearings and answer enquiries from the public.", office: "Office based, 5 days a week.", security: "Basic Disclosure and BPSS." },
  { id: "v4", title: "Executive Officer, Customer Service", dept: "Benefits Agency", location: "Leeds", grade: "EO", salary: [29380], closes: "2026-04-02", who: "everyone", posted: "2026-03-11", ref: "385512",
    summary: "Lead a small team answering calls about benefit claims.", office: "Office based, with some home working after training.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v5", title: "Senior Policy Adviser", dept: "Department for Rural Affairs", location: "London", grade: "SEO", salary: [45460], closes: "2026-03-31", who: "everyone", posted: "2026-03-05", ref: "384990",
    summary: "Lead on flood resilience policy and brief senior officials.", office: "Hybrid: at least 60% of your time in the office, which is 3 days a week for a full-time post.", security: "Successful candidates must meet the security requirements before they can be appointed. The level of security needed is Counter-terrorist Check (CTC)." },
  { id: "v6", title: "Digital Accessibility Specialist", dept: "Government Digital Office", location: "Manchester or Bristol", grade: "HEO", salary: [41080], closes: "2026-03-27", who: "everyone", posted: "2026-03-03", ref: "384802",
    summary: "Audit government services against WCAG 2.2 and coach teams to fix what you find.", office: "Hybrid: 2 days a month in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v7", title: "Executive Officer, Casework", dept: "Home Department", location: "Sheffield", grade: "EO", salary: [30100], closes: "2026-03-25", who: "everyone", posted: "2026-02-20", ref: "382114",
    summary: "Decide applications using guidance and evidence.", office: "Office based, 4 days a week.", security: "Security Check (SC)." },
  { id: "v8", title: "Research Officer", dept: "Department for Education", location: "Coventry", grade: "HEO", salary: [36200], closes: "2026-04-06", who: "everyone", posted: "2026-03-10", ref: "385401",
    summary: "Run surveys and evaluations of school programmes.", office: "Hybrid: 2 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v9", title: "Finance Officer", dept: "Maritime Agency", location: "Southampton", grade: "EO", salary: [28900], closes: "2026-03-23", who: "everyone", posted: "2026-03-02", ref: "384650",
    summary: "Process invoices and reconcile accounts.", office: "Hybrid: 3 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v10", title: "Operational Delivery Officer", dept: "Border Service", location: "Leeds Bradford Airport", grade: "AO", salary: [25830], closes: "2026-03-30", who: "everyone", posted: "2026-03-12", ref: "385640",
    summary: "Check passengers and goods arriving in the UK. Shift work.", office: "Airport based, shifts including nights and weekends.", security: "Counter-terrorist Check (CTC)." },
  { id: "v11", title: "Communications Officer", dept: "Rural Payments Agency", location: "York", grade: "EO", salary: [30450], closes: "2026-04-03", who: "everyone", posted: "2026-03-13", ref: "385702",
    summary: "Write news, guidance and social media for farmers.", office: "Hybrid: 2 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v12", title: "Data Engineer", dept: "Office for Transport Statistics", location: "Leeds", grade: "SEO", salary: [48900], closes: "2026-04-09", who: "everyone", posted: "2026-03-13", ref: "385733",
    summary: "Build data pipelines for official statistics.", office: "Hybrid: 2 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v13", title: "Policy Adviser, Net Zero", dept: "Department for Energy Security", location: "Leeds", grade: "HEO", salary: [40150], closes: "2026-04-01", who: "everyone", posted: "2026-03-06", ref: "385010",
    summary: "Develop policy on home heating and insulation grants.", office: "Hybrid: 2 days a week in the office.", security: "Security Check (SC)." },
  { id: "v14", title: "Executive Officer, Tax Compliance", dept: "Revenue Department", location: "Leeds", grade: "EO", salary: [31200], closes: "2026-03-26", who: "internal", posted: "2026-03-04", ref: "384877",
    summary: "Check tax returns and open compliance cases.", office: "Hybrid: 3 days a week in the office.", security: "Security Check (SC)." },
  { id: "v15", title: "Executive Officer, Programme Support", dept: "Department for Rural Affairs", location: "Leeds", grade: "EO", salary: [30650], closes: "2026-03-31", who: "everyone", posted: "2026-03-09", ref: "385199",
    summary: "Keep plans, risks and budgets up to date for a farming programme.", office: "Hybrid: 3 days a week in the office.", security: "Baseline Personnel Security Standard (BPSS)." },
  { id: "v16", title: "Policy Officer, Fisheries", dept: "Department for Rural Affairs", location: "Leeds", grade: "HEO", salary: [41000], closes: "2026-03-27", who: "internal", posted: "2026-03-10", ref: "385322",
    summary: "Work on post-2026 fishing quotas with industry and devolved governments.", office: "Hybrid: 3 days a week in the office.", security: "Security Check (SC)." },
  { id: "v17", title: "Executive Officer, Licensing", dept: "Driver Licensing Agency", location: "Leeds", grade: "EO", salary: [28750], closes: "2026-04-07", who: "everyone", posted: "2026-03-14", ref: "385760",
    summary: "Decide complex driving licence applications.", office: "Office based, 5 days a week.", security: "Baseline Personnel Security Standard (BPSS)." },
];

// Files on the applicant's computer, offered by the simulated file chooser (shipped in files/).
export const DEVICE_FILES = [
  { name: "Amara-Okafor-CV-2021.pdf", size: "727 bytes", modified: "14 June 2021" },
  { name: "Amara-Okafor-CV-2026.pdf", size: "845 bytes", modified: "2 March 2026" },
  { name: "Council-tax-bill-2025.pdf", size: "638 bytes", modified: "8 April 2025" },
  { name: "Cover-letter-Data-Analyst.pdf", size: "702 bytes", modified: "1 March 2026" },
  { name: "Cover-letter-Policy-Officer.pdf", size: "701 bytes", modified: "12 March 2026" },
];

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export const ETHNIC_GROUPS = [
  "Asian or Asian British: Indian", "Asian or Asian British: Pakistani", "Asian or Asian British: Bangladeshi", "Asian or Asian British: Chinese", "Asian or Asian British: any other Asian background",
  "Black, Black British, Caribbean or African: African", "Black, Black British, Caribbean or African: Caribbean", "Black, Black British, Caribbean or African: any other Black background",
  "Mixed or multiple ethnic groups: White and Black Caribbean", "Mixed or multiple ethnic groups: White and Black African", "Mixed or multiple ethnic groups: White and Asian", "Mixed or multiple ethnic groups: any other mixed background",
  "White: English, Welsh, Scottish, Northern Irish or British", "White: Irish", "White: Gypsy or Irish Traveller", "White: any other White background",
  "Other ethnic group: Arab", "Other ethnic group: any other ethnic group", "Prefer not to say",
];

export const AGE_GROUPS = ["16 to 24", "25 to 34", "35 to 44", "45 to 54", "55 to 64", "65 or over", "Prefer not to say"];
export const RELIGIONS = ["No religion", "Buddhist", "Christian", "Hindu", "Jewish", "Muslim", "Sikh", "Any other religion or belief", "Prefer not to say"];

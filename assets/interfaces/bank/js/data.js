// Fixed data of the signed-in customer. Dates are ISO strings; every date is on or before
// the fixed clock (Monday 16 March 2026, 09:30 Europe/London) unless it is a future payment.

export const BRAND = "Larchfield Bank";

export const CUSTOMER = {
  firstName: "Eleanor",
  fullName: "Eleanor Whitaker",
  customerNumber: "7742 0319 58",
  email: "eleanor.whitaker@example.co.uk",
  mobile: "07700 900482",
  address: ["14 Beechwood Grove", "Headingley", "Leeds", "LS6 3HR"],
  lastSignIn: "Friday 13 March 2026 at 18:42",
  signedInAt: "09:12",
};

export const ACCOUNTS = [
  {
    id: "current",
    name: "Everyday Current Account",
    kind: "current",
    sortCode: "20-71-48",
    number: "51783920",
    openingBalance: 2086.45,
    overdraft: 500,
    rate: "Arranged overdraft 500.00 at 39.9% EAR variable",
  },
  {
    id: "saver",
    name: "Easy Saver",
    kind: "savings",
    sortCode: "20-71-48",
    number: "71209364",
    openingBalance: 8098.91,
    rate: "3.25% AER / 3.20% gross (variable)",
    interestPaid: "Monthly, on the 1st",
  },
  {
    id: "isa",
    name: "Fixed Rate Cash ISA",
    kind: "isa",
    sortCode: "20-71-48",
    number: "83016647",
    openingBalance: 12000.0,
    rate: "4.05% AER fixed until 30 September 2027",
    interestPaid: "Yearly, on 30 September",
  },
  {
    id: "card",
    name: "Rewards Credit Card",
    kind: "credit",
    cardEnding: "4417",
    openingBalance: -32.95,
    limit: 4000,
    rate: "Purchases 24.9% APR variable",
    statementBalance: 512.4,
    minimumPayment: 25.0,
    paymentDue: "2026-04-01",
    statementDate: "2026-03-05",
  },
];

// [id, date, description, type, amount]; negative amounts are money out.
const CURRENT_ROWS = [
  ["t201", "2026-02-02", "KINGS PROPERTY LETTINGS", "Standing order", -875.0],
  ["t202", "2026-02-02", "TESCO STORES 2841 LEEDS", "Card payment", -46.32],
  ["t203", "2026-02-02", "PRET A MANGER LEEDS STN", "Card payment", -6.45],
  ["t204", "2026-02-03", "NETFLIX.COM", "Card payment", -10.99],
  ["t205", "2026-02-03", "YORKSHIRE WATER", "Direct Debit", -38.5],
  ["t206", "2026-02-04", "NORTHERN RAIL LEEDS", "Card payment", -12.4],
  ["t207", "2026-02-05", "AMAZON.CO.UK*RT4KD81", "Card payment", -23.99],
  ["t208", "2026-02-06", "COSTA COFFEE HEADINGLEY", "Card payment", -3.85],
  ["t209", "2026-02-07", "SAINSBURYS S/MKT KIRKSTALL", "Card payment", -61.08],
  ["t210", "2026-02-09", "ASOS.COM", "Card payment", -74.0],
  ["t211", "2026-02-10", "LEEDS CITY COUNCIL", "Direct Debit", -148.0],
  ["t212", "2026-02-10", "OCTOPUS ENERGY", "Direct Debit", -96.0],
  ["t213", "2026-02-11", "FIRST BUS WEST YORKS", "Card payment", -5.5],
  ["t214", "2026-02-12", "BOOTS 1127 LEEDS", "Card payment", -14.27],
  ["t215", "2026-02-13", "DELIVEROO", "Card payment", -22.6],
  ["t216", "2026-02-13", "TO EASY SAVER 71209364", "Transfer", -100.0],
  ["t217", "2026-02-14", "SAM OKAFOR FOOTBALL", "Faster Payment", -40.0],
  ["t218", "2026-02-16", "TESCO STORES 2841 LEEDS", "Card payment", -52.18],
  ["t219", "2026-02-17", "PUREGYM LTD", "Direct Debit", -24.99],
  ["t220", "2026-02-18", "ASOS.COM REFUND", "Refund", 38.0],
  ["t221", "2026-02-19", "VODAFONE LTD", "Direct Debit", -32.0],
  ["t222", "2026-02-20", "WATERSTONES LEEDS", "Card payment", -17.98],
  ["t223", "2026-02-21", "DELIVEROO", "Card payment", -19.45],
  ["t224", "2026-02-23", "TESCO STORES 2841 LEEDS", "Card payment", -38.71],
  ["t225", "2026-02-24", "SPOTIFY P2A91C", "Card payment", -11.99],
  ["t226", "2026-02-25", "FROM EASY SAVER 71209364", "Transfer", 200.0],
  ["t227", "2026-02-26", "HALDEN ENGINEERING LTD SALARY", "Bank credit", 2684.52],
  ["t228", "2026-02-26", "HANNAH WHITAKER BIRTHDAY", "Faster Payment", -50.0],
  ["t229", "2026-02-27", "SHELL HEADINGLEY", "Card payment", -58.2],
  ["t230", "2026-02-28", "M&S SIMPLY FOOD LEEDS", "Card payment", -43.5],
  ["t301", "2026-03-02", "KINGS PROPERTY LETTINGS", "Standing order", -875.0],
  ["t302", "2026-03-02", "TESCO STORES 2841 LEEDS", "Card payment", -44.16],
  ["t303", "2026-03-03", "NORTHERN RAIL LEEDS", "Card payment", -61.5],
  ["t304", "2026-03-03", "NORTHERN RAIL LEEDS", "Card payment", -61.5],
  ["t305", "2026-03-03", "NETFLIX.COM", "Card payment", -10.99],
  ["t306", "2026-03-03", "YORKSHIRE WATER", "Direct Debit", -38.5],
  ["t307", "2026-03-04", "PRET A MANGER LEEDS STN", "Card payment", -7.1],
  ["t308", "2026-03-05", "AMAZON.CO.UK*MK2PL07", "Card payment", -15.49],
  ["t309", "2026-03-06", "COSTA COFFEE HEADINGLEY", "Card payment", -4.2],
  ["t310", "2026-03-07", "SAINSBURYS S/MKT KIRKSTALL", "Card payment", -57.93],
  ["t311", "2026-03-09", "LEEDS CITY COUNCIL", "Direct Debit", -148.0],
  ["t312", "2026-03-10", "OCTOPUS ENERGY", "Direct Debit", -96.0],
  ["t313", "2026-03-10", "BOOTS 1127 LEEDS", "Card payment", -9.8],
  ["t314", "2026-03-11", "SCREWFIX KIRKSTALL", "Card payment", -27.45],
  ["t315", "2026-03-12", "DELIVEROO", "Card payment", -24.3],
  ["t316", "2026-03-13", "TESCO STORES 2841 LEEDS", "Card payment", -61.27],
  ["t317", "2026-03-13", "TO EASY SAVER 71209364", "Transfer", -100.0],
  ["t318", "2026-03-14", "ODEON CINEMAS LEEDS", "Card payment", -21.8],
  ["t319", "2026-03-16", "GREGGS LEEDS STATION", "Card payment", -3.95],
];

const SAVER_ROWS = [
  ["s201", "2026-02-01", "INTEREST PAID", "Interest", 21.37],
  ["s202", "2026-02-13", "FROM CURRENT ACCOUNT 51783920", "Transfer", 100.0],
  ["s203", "2026-02-25", "TO CURRENT ACCOUNT 51783920", "Transfer", -200.0],
  ["s301", "2026-03-01", "INTEREST PAID", "Interest", 20.24],
  ["s302", "2026-03-13", "FROM CURRENT ACCOUNT 51783920", "Transfer", 100.0],
];

const CARD_ROWS = [
  ["c201", "2026-02-03", "TRAINLINE.COM", "Card payment", -84.3],
  ["c202", "2026-02-08", "JOHN LEWIS LEEDS", "Card payment", -129.0],
  ["c203", "2026-02-12", "BOOKING.COM", "Card payment", -212.4],
  ["c204", "2026-02-20", "DIRECT DEBIT PAYMENT - THANK YOU", "Payment", 250.0],
  ["c205", "2026-02-22", "CURRYS PC WORLD", "Card payment", -89.99],
  ["c206", "2026-03-01", "AIRBNB * HM4Z9K", "Card payment", -146.0],
  ["c207", "2026-03-04", "THE IVY LEEDS", "Card payment", -67.76],
  ["c208", "2026-03-11", "DECATHLON LEEDS", "Card payment", -99.98],
];

// Card payments not yet taken from the balance: they reduce the available balance only.
export const PENDING = {
  current: [["p301", "2026-03-16", "PRET A MANGER LEEDS STN", "Card payment", -5.95]],
  card: [["p302", "2026-03-15", "APPLE.COM/BILL", "Card payment", -2.99]],
};

function toTransactions(accountId, rows) {
  return rows.map(([id, date, description, type, amount]) => ({
    id,
    accountId,
    date,
    description,
    type,
    amount,
  }));
}

export const TRANSACTIONS = [
  ...toTransactions("current", CURRENT_ROWS),
  ...toTransactions("saver", SAVER_ROWS),
  ...toTransactions("card", CARD_ROWS),
];

export const PAYEES = [
  {
    id: "p-bright",
    name: "Bright Smile Dental Practice",
    sortCode: "30-15-99",
    number: "12004471",
    reference: "WHITAKER E",
    kind: "business",
    lastPaid: "2026-01-22",
  },
  {
    id: "p-hannah",
    name: "Hannah Whitaker",
    sortCode: "11-02-58",
    number: "40918237",
    reference: "FROM ELEANOR",
    kind: "personal",
    lastPaid: "2026-02-26",
  },
  {
    id: "p-jack",
    name: "Jack Thornton",
    sortCode: "07-44-16",
    number: "60331982",
    reference: "HOLIDAY",
    kind: "personal",
    lastPaid: "2025-11-30",
  },
  {
    id: "p-kings",
    name: "Kings Property Lettings",
    sortCode: "40-52-11",
    number: "73810542",
    reference: "FLAT 4 RENT",
    kind: "business",
    lastPaid: "2026-03-02",
  },
  {
    id: "p-allotment",
    name: "Leeds Allotment Society",
    sortCode: "60-83-12",
    number: "20947716",
    reference: "PLOT 27",
    kind: "business",
    lastPaid: "2025-06-01",
  },
  {
    id: "p-marcus",
    name: "Marcus Bell",
    sortCode: "09-01-29",
    number: "38820174",
    reference: "CAR SHARE",
    kind: "personal",
    lastPaid: "2026-01-09",
  },
  {
    id: "p-priya",
    name: "Priya Desai",
    sortCode: "16-58-04",
    number: "90214538",
    reference: "BOOK CLUB",
    kind: "personal",
    lastPaid: "2025-12-18",
  },
  {
    id: "p-riverside",
    name: "Riverside Tennis Club",
    sortCode: "52-21-40",
    number: "14478093",
    reference: "MEMBER 0418",
    kind: "business",
    lastPaid: "2026-02-20",
  },
  {
    id: "p-sam",
    name: "Sam Okafor",
    sortCode: "20-33-87",
    number: "29117456",
    reference: "FOOTBALL",
    kind: "personal",
    lastPaid: "2026-02-14",
  },
  {
    id: "p-sarah",
    name: "Sarah Whitaker",
    sortCode: "11-02-58",
    number: "40177320",
    reference: "PHONE",
    kind: "personal",
    lastPaid: "2026-02-28",
  },
  {
    id: "p-tom",
    name: "Tom Reilly",
    sortCode: "77-91-05",
    number: "52630981",
    reference: "TICKETS",
    kind: "personal",
    lastPaid: "2025-10-04",
  },
];

// Payments made from the current account that can be repeated from the Payments page.
export const RECENT_PAYMENTS = [
  {
    id: "r1",
    payeeId: "p-hannah",
    amount: 50.0,
    reference: "BIRTHDAY",
    date: "2026-02-26",
    when: "today",
  },
  {
    id: "r2",
    payeeId: "p-sam",
    amount: 40.0,
    reference: "FOOTBALL",
    date: "2026-02-14",
    when: "later",
  },
  {
    id: "r3",
    payeeId: "p-bright",
    amount: 62.5,
    reference: "WHITAKER E",
    date: "2026-01-22",
    when: "today",
  },
  {
    id: "r4",
    payeeId: "p-marcus",
    amount: 18.0,
    reference: "CAR SHARE",
    date: "2026-01-09",
    when: "today",
  },
];

export const STANDING_ORDERS = [
  {
    id: "so-kings",
    payeeName: "Kings Property Lettings",
    amount: 875.0,
    frequency: "Monthly",
    next: "2026-04-01",
    reference: "FLAT 4 RENT",
  },
  {
    id: "so-saver",
    payeeName: "Easy Saver (your account)",
    amount: 100.0,
    frequency: "Monthly",
    next: "2026-04-13",
    reference: "SAVINGS",
  },
  {
    id: "so-riverside",
    payeeName: "Riverside Tennis Club",
    amount: 18.0,
    frequency: "Monthly",
    next: "2026-03-20",
    reference: "MEMBER 0418",
  },
  {
    id: "so-sarah",
    payeeName: "Sarah Whitaker",
    amount: 40.0,
    frequency: "Monthly",
    next: "2026-03-28",
    reference: "PHONE",
  },
  {
    id: "so-allotment",
    payeeName: "Leeds Allotment Society",
    amount: 45.0,
    frequency: "Yearly",
    next: "2026-06-01",
    reference: "PLOT 27",
  },
];

export const DIRECT_DEBITS = [
  { id: "dd-council", name: "Leeds City Council", reference: "60418823 CTAX", last: 148.0, lastDate: "2026-03-09" },
  { id: "dd-octopus", name: "Octopus Energy", reference: "A-4F21C907", last: 96.0, lastDate: "2026-03-10" },
  { id: "dd-water", name: "Yorkshire Water", reference: "8841 0027 315", last: 38.5, lastDate: "2026-03-03" },
  { id: "dd-vodafone", name: "Vodafone Ltd", reference: "7719 228 004", last: 32.0, lastDate: "2026-02-19" },
  { id: "dd-puregym", name: "PureGym Ltd", reference: "PG-1183027", last: 24.99, lastDate: "2026-02-17" },
  { id: "dd-tvl", name: "TV Licensing", reference: "1203 6650 8817", last: 14.5, lastDate: "2026-02-18" },
];

export const CARDS = [
  { id: "debit", name: "Visa Debit card", ending: "2291", account: "Everyday Current Account", expires: "08/28" },
  { id: "credit", name: "Rewards Mastercard", ending: "4417", account: "Rewards Credit Card", expires: "11/27" },
];

export const MESSAGES = [
  {
    id: "m5",
    date: "2026-03-12",
    subject: "Changes to our savings rates from 1 April 2026",
    unread: true,
    body: "From 1 April 2026 the rate on your Easy Saver will change from 3.25% AER to 3.10% AER (variable). You don't need to do anything. If you'd like to compare our fixed rate accounts, visit Savings in your app or online banking.",
  },
  {
    id: "m4",
    date: "2026-03-06",
    subject: "Your Rewards Credit Card statement is ready",
    unread: true,
    body: "Your statement dated 5 March 2026 is ready. Statement balance: £512.40. Minimum payment: £25.00, due by 1 April 2026.",
  },
  {
    id: "m3",
    date: "2026-03-05",
    subject: "Your February statement is ready",
    unread: false,
    body: "Your Everyday Current Account statement for February 2026 is ready to view under Statements.",
  },
  {
    id: "m2",
    date: "2026-02-28",
    subject: "New device signed in to online banking",
    unread: false,
    body: "A new device (Chrome on Windows) signed in to your online banking on 28 February 2026 at 20:14. If this wasn't you, call us straight away on 0345 600 2710.",
  },
  {
    id: "m1",
    date: "2026-02-19",
    subject: "How we protect you from scams",
    unread: false,
    body: "We will never ask you to move money to a 'safe account'. If someone calls claiming to be from Larchfield Bank and asks you to move money, hang up and call the number on the back of your card.",
  },
];

// Fixed account data of Brightwell Energy (clock: Monday 16 March 2026).
window.UTILITY_DATA = {
  customer: { name: "Sam Okafor", first: "Sam", email: "sam.okafor@example.co.uk", mobile: "07700 900471", maskedMobile: "07••• •••471",
    phone: "0114 496 0732", address: "27 Elm Grove, Sheffield S7 1RE", account: "8810 4432 19" },
  code: "482913",
  tariff: "flex",
  tariffs: [
    { id: "flex", name: "Brightwell Flex", type: "Variable", elecRate: "24.86p", elecStanding: "60.97p", gasRate: "6.34p", gasStanding: "31.65p",
      elecAnnual: 1024, dualAnnual: 1842, exitFee: "None", ends: "No end date; prices follow the price cap", green: "42% renewable electricity" },
    { id: "fix12", name: "Fix & Save 12", type: "Fixed for 12 months", elecRate: "23.10p", elecStanding: "58.20p", gasRate: "5.89p", gasStanding: "29.80p",
      elecAnnual: 957, dualAnnual: 1716, exitFee: "£50 per fuel if you leave before 31 March 2027", ends: "31 March 2027", green: "42% renewable electricity" },
    { id: "fix24", name: "Fix & Save 24", type: "Fixed for 24 months", elecRate: "23.95p", elecStanding: "55.10p", gasRate: "6.02p", gasStanding: "29.80p",
      elecAnnual: 978, dualAnnual: 1758, exitFee: "£75 per fuel if you leave before 31 March 2028", ends: "31 March 2028", green: "42% renewable electricity" },
    { id: "green12", name: "Green Fix 12", type: "Fixed for 12 months", elecRate: "24.40p", elecStanding: "58.20p", gasRate: "6.10p", gasStanding: "29.80p",
      elecAnnual: 1001, dualAnnual: 1790, exitFee: "£50 per fuel if you leave before 31 March 2027", ends: "31 March 2027", green: "100% renewable electricity" },
    { id: "ev", name: "EV Night Saver", type: "Variable", elecRate: "27.90p (7.50p from 00:30 to 04:30)", elecStanding: "60.97p", gasRate: "6.34p", gasStanding: "31.65p",
      elecAnnual: 1108, dualAnnual: 1926, exitFee: "None", ends: "No end date", green: "100% renewable electricity" }
  ],
  bills: [
    { id: "2026-03", issued: "2 March 2026", period: "1 to 28 February 2026", amount: "£231.06", status: "Due 16 March 2026, Direct Debit",
      elec: { kwh: "362 kWh", units: "£89.99", standing: "£17.07", total: "£107.06", reading: "Estimated" },
      gas: { kwh: "1,312 kWh", units: "£83.18", standing: "£8.86", vat: "", total: "£124.00", reading: "Estimated" } },
    { id: "2026-02", issued: "2 February 2026", period: "1 to 31 January 2026", amount: "£212.17", status: "Paid on 16 February 2026 by Direct Debit",
      elec: { kwh: "371 kWh", units: "£92.23", standing: "£18.90", total: "£111.13", reading: "Smart meter" },
      gas: { kwh: "1,151 kWh", units: "£72.97", standing: "£9.81", total: "£101.04", reading: "Customer reading, 12 January" } },
    { id: "2026-01", issued: "2 January 2026", period: "1 to 31 December 2025", amount: "£189.60", status: "Paid on 16 January 2026 by Direct Debit",
      elec: { kwh: "355 kWh", units: "£88.25", standing: "£18.90", total: "£107.15", reading: "Smart meter" },
      gas: { kwh: "1,146 kWh", units: "£72.66", standing: "£9.79", total: "£82.45", reading: "Estimated" } },
    { id: "2025-12", issued: "2 December 2025", period: "1 to 30 November 2025", amount: "£151.23", status: "Paid on 16 December 2025 by Direct Debit",
      elec: { kwh: "318 kWh", units: "£79.05", standing: "£18.29", total: "£97.34", reading: "Smart meter" },
      gas: { kwh: "704 kWh", units: "£44.63", standing: "£9.50", total: "£53.89", reading: "Customer reading, 28 November" } },
    { id: "2025-11", issued: "2 November 2025", period: "1 to 31 October 2025", amount: "£118.40", status: "Paid on 17 November 2025 by Direct Debit",
      elec: { kwh: "287 kWh", units: "£71.35", standing: "£18.90", total: "£90.25", reading: "Smart meter" },
      gas: { kwh: "294 kWh", units: "£18.64", standing: "£9.51", total: "£28.15", reading: "Estimated" } },
    { id: "2025-10", issued: "2 October 2025", period: "1 to 30 September 2025", amount: "£96.10", status: "Paid on 16 October 2025 by Direct Debit",
      elec: { kwh: "251 kWh", units: "£62.40", standing: "£18.29", total: "£80.69", reading: "Smart meter" },
      gas: { kwh: "95 kWh", units: "£6.02", standing: "£9.39", total: "£15.41", reading: "Estimated" } }
  ],
  directDebit: { amount: 162, day: "16th", bank: "account ending 2290", recommended: 162, review: "1 September 2026" },
  payments: [
    ["16 February 2026", "Direct Debit", "£162.00"], ["16 January 2026", "Direct Debit", "£162.00"], ["16 December 2025", "Direct Debit", "£148.00"],
    ["17 November 2025", "Direct Debit", "£148.00"], ["16 October 2025", "Direct Debit", "£148.00"]
  ],
  meters: {
    electricity: { serial: "E14UP08832", label: "Electricity", registers: 2 },
    gas: { serial: "G4A09921", label: "Gas", registers: 1 }
  },
  readings: [
    ["12 February 2026", "Gas", "03198", "You"],
    ["12 January 2026", "Gas", "03041", "You"],
    ["2 January 2026", "Electricity", "Estimated by us", "Brightwell"],
    ["28 November 2025", "Gas", "02887", "You"]
  ]
};

/* Fixed data of the Westmere "Apply for a Blue Badge" service.
 * Everything here is consistent with the service's clock: Monday 16 March 2026, 09:30 London. */
"use strict";

window.BB_DATA = (function () {
  // [name, region, fee, replacement fee, typical weeks to decide, phone]
  const COUNCIL_ROWS = [
    ["Brackenfield Borough Council", "Northern", 10, 10, 8, "01632 960 114"],
    ["Carrow Moor District Council", "Northern", 10, 10, 12, "01632 960 127"],
    ["Fellbridge City Council", "Northern", 0, 10, 6, "01632 960 131"],
    ["Hollin Vale Council", "Northern", 10, 10, 10, "01632 960 148"],
    ["North Ashby Borough Council", "Northern", 5, 5, 7, "01632 960 152"],
    ["Skelwith District Council", "Northern", 10, 10, 9, "01632 960 169"],
    ["Ashby Vale District Council", "Central", 10, 10, 12, "01632 960 203"],
    ["Caddon City Council", "Central", 10, 10, 11, "01632 960 216"],
    ["Elmstead Borough Council", "Central", 0, 5, 8, "01632 960 228"],
    ["Kingsmere Council", "Central", 10, 10, 6, "01632 960 235"],
    ["Marrowby District Council", "Central", 5, 10, 10, "01632 960 247"],
    ["Wendlebury Borough Council", "Central", 10, 10, 9, "01632 960 259"],
    ["Aldreth District Council", "Eastern", 10, 10, 7, "01632 960 304"],
    ["Eastmouth Borough Council", "Eastern", 10, 10, 13, "01632 960 312"],
    ["Fenwick Marsh Council", "Eastern", 0, 5, 5, "01632 960 325"],
    ["Saltney Heath District Council", "Eastern", 10, 10, 8, "01632 960 338"],
    ["Thornwell City Council", "Eastern", 10, 10, 10, "01632 960 341"],
    ["Wexcombe District Council", "Eastern", 5, 5, 9, "01632 960 356"],
    ["Bramblecombe District Council", "Southern", 10, 10, 8, "01632 960 402"],
    ["Downhaven City Council", "Southern", 10, 10, 14, "01632 960 419"],
    ["Lynford Borough Council", "Southern", 5, 10, 6, "01632 960 421"],
    ["Port Essery Council", "Southern", 10, 10, 11, "01632 960 437"],
    ["Rushmere District Council", "Southern", 0, 10, 7, "01632 960 444"],
    ["Southcliffe Borough Council", "Southern", 10, 10, 9, "01632 960 458"],
    ["Cardell Vale Council", "Western", 10, 10, 10, "01632 960 503"],
    ["Glenmorrow District Council", "Western", 10, 10, 12, "01632 960 517"],
    ["Pennock Borough Council", "Western", 5, 5, 8, "01632 960 526"],
    ["Tarrant Cross City Council", "Western", 10, 10, 6, "01632 960 531"],
    ["West Ashby District Council", "Western", 10, 10, 9, "01632 960 549"],
    ["Ystrad Moor Council", "Western", 0, 10, 11, "01632 960 552"],
  ];

  const COUNCILS = COUNCIL_ROWS.map(function (row) {
    return {
      name: row[0],
      // A stable slug gives each council option an id that does not depend on filtering.
      slug: row[0]
        .toLowerCase()
        .replace(/ (borough|district|city) council$| council$/, "")
        .replace(/[^a-z]+/g, "-"),
      region: row[1],
      fee: row[2],
      replacementFee: row[3],
      weeks: row[4],
      phone: row[5],
    };
  });

  const REGIONS = ["Northern", "Central", "Eastern", "Southern", "Western"];

  const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr"];

  // Each reason reads naturally for the applicant ("I") or someone else ("they").
  const REASONS = [
    { value: "walking", self: "I cannot walk or find walking very difficult",
      other: "They cannot walk or find walking very difficult" },
    { value: "blind", self: "I am registered blind (severely sight impaired)",
      other: "They are registered blind (severely sight impaired)" },
    { value: "hidden", self: "I have a non-visible condition, such as autism, dementia or anxiety",
      other: "They have a non-visible condition, such as autism, dementia or anxiety" },
    { value: "arms", self: "I drive regularly and have a severe disability in both arms",
      other: "They drive regularly and have a severe disability in both arms" },
    { value: "child", self: "I am applying for a child under 3 who needs medical equipment nearby",
      other: "They are a child under 3 who needs medical equipment nearby" },
  ];

  const BENEFITS = [
    { value: "pip", label: "Personal Independence Payment (PIP)",
      hint: "With 8 points or more for ‘moving around’, or 10 points for ‘planning and following journeys’" },
    { value: "dla", label: "Disability Living Allowance (DLA)",
      hint: "With the higher rate of the mobility component" },
    { value: "wpms", label: "War Pensioners’ Mobility Supplement", hint: "" },
    { value: "afcs", label: "Armed Forces Compensation Scheme",
      hint: "With a lump sum at tariff levels 1 to 8" },
  ];

  const CONTACT_METHODS = [
    { value: "email", label: "Email" },
    { value: "phone", label: "Phone" },
    { value: "post", label: "Post to the home address" },
  ];

  const LETTER_FORMATS = [
    { value: "standard", label: "Standard print" },
    { value: "large", label: "Large print (18 point)" },
    { value: "braille", label: "Braille" },
    { value: "audio", label: "Audio recording sent by email" },
  ];

  const USER = {
    name: "Margaret Okafor",
    email: "margaret.okafor@example.com",
    phone: "01632 960 214",
    address: "27 Larkspur Road, Ashby Vale, WM4 7QT",
  };

  // The draft Margaret started for her husband on 12 March and left at "Check your answers".
  const JOSEPH_DRAFT = {
    who: { who: "someone-else", relationship: "Husband" },
    name: { title: "Mr", firstName: "Joseph", lastName: "Okafor" },
    dob: { day: "2", month: "11", year: "1951" },
    ni: { ni: "JX 41 27 68 D" },
    address: { line1: "27 Larkspur Road", line2: "", town: "Ashby Vale", postcode: "WM4 7QT" },
    council: { council: "Ashby Vale District Council" },
    reason: { reason: "walking" },
    condition: {
      condition:
        "Joseph has severe osteoarthritis in both knees and COPD. He can walk about 20 metres " +
        "with a stick before he has to stop because of pain and breathlessness.",
    },
    benefits: { benefits: ["dla"] },
    contact: { method: "phone", email: "", phone: "01632 960 318" },
  };

  const BADGES = [
    { number: "WM 4821 7730 C", holder: "Margaret Okafor", council: "Ashby Vale District Council",
      issued: "2023-04-02", expires: "2026-04-01" },
  ];

  // Past requests to the council, newest first.
  const PAST_REQUESTS = [
    ["Assisted bin collection", "AB-0992-4417", "Approved", "2025-02-02"],
    ["Residents’ parking permit, Larkspur Road", "RP-2290-1173", "Approved", "2025-01-14"],
    ["Concessionary bus pass for Joseph Okafor", "BP-0311-8851", "Approved", "2024-11-08"],
    ["Concessionary bus pass", "BP-0311-8842", "Approved", "2024-11-08"],
    ["Council Tax reduction", "CT-1142-8830", "Refused", "2024-09-19"],
    ["Disabled Facilities Grant enquiry", "DF-5521-0093", "Closed", "2024-06-03"],
    ["Blue Badge", "BB-3M8T-6WQ2", "Approved", "2023-03-20"],
    ["Garden waste collection", "GW-7781-2210", "Cancelled", "2022-10-11"],
  ];

  return {
    COUNCILS: COUNCILS,
    REGIONS: REGIONS,
    TITLES: TITLES,
    REASONS: REASONS,
    BENEFITS: BENEFITS,
    CONTACT_METHODS: CONTACT_METHODS,
    LETTER_FORMATS: LETTER_FORMATS,
    USER: USER,
    JOSEPH_DRAFT: JOSEPH_DRAFT,
    JOSEPH_STARTED: "2026-03-12",
    BADGES: BADGES,
    PAST_REQUESTS: PAST_REQUESTS,
    HELPLINE: "01632 960 600",
    TEXTPHONE: "18001 then 01632 960 600",
  };
})();

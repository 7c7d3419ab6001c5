// Seed data of the signed-in mailbox. Every date is consistent with the fixed clock of
// capture (Monday 16 March 2026, 09:30 Europe/London, which is UTC until 29 March).

export const ACCOUNT = {
  name: "Eleanor Hartley",
  email: "eleanor.hartley@larkmail.co.uk",
  initials: "EH",
  storageUsedGb: 3.4,
  storageTotalGb: 15,
};

export const SYSTEM_FOLDERS = [
  { id: "inbox", name: "Inbox", icon: "inbox" },
  { id: "starred", name: "Starred", icon: "star" },
  { id: "sent", name: "Sent", icon: "send" },
  { id: "drafts", name: "Drafts", icon: "draft" },
  { id: "archive", name: "Archive", icon: "archive" },
  { id: "spam", name: "Spam", icon: "spam" },
  { id: "trash", name: "Trash", icon: "trash" },
];

export const CUSTOM_FOLDERS = [
  { id: "receipts", name: "Receipts" },
  { id: "travel", name: "Travel" },
  { id: "family", name: "Family" },
];

export const CONTACTS = [
  { id: "c01", name: "Amira Haddad", email: "amira.haddad@larkmail.co.uk", phone: "07700 900 112", group: "Friends" },
  { id: "c02", name: "Daniel Mensah", email: "daniel.mensah@brightwater-ha.org.uk", phone: "020 7946 0391", group: "Work" },
  { id: "c03", name: "Grace Oduya", email: "grace.oduya@larkmail.co.uk", phone: "07700 900 587", group: "Neighbours" },
  { id: "c04", name: "Hannah Hartley", email: "hannah.hartley@larkmail.co.uk", phone: "07700 900 204", group: "Family" },
  { id: "c05", name: "Hannah Pearce", email: "hannah.pearce@brightwater-ha.org.uk", phone: "020 7946 0388", group: "Work" },
  { id: "c06", name: "Jonas Becker", email: "jonas.becker@brightwater-ha.org.uk", phone: "020 7946 0374", group: "Work" },
  { id: "c07", name: "Jonas Lindqvist", email: "jonas.lindqvist@larkmail.co.uk", phone: "07700 900 733", group: "Friends" },
  { id: "c08", name: "Margaret Hartley", email: "maggie.hartley@larkmail.co.uk", phone: "01454 960 218", group: "Family" },
  { id: "c09", name: "Maple Street Dental", email: "reception@maplestreetdental.co.uk", phone: "01632 960 447", group: "Services" },
  { id: "c10", name: "Marcus Reid", email: "marcus@reidjoinery.co.uk", phone: "07700 900 956", group: "Services" },
  { id: "c11", name: "Oakridge Property Lettings", email: "maintenance@oakridgelettings.co.uk", phone: "01632 960 114", group: "Services" },
  { id: "c12", name: "Priya Shah", email: "priya.shah@brightwater-ha.org.uk", phone: "020 7946 0352", group: "Work" },
  { id: "c13", name: "Rob Ellison", email: "rob.ellison@larkmail.co.uk", phone: "07700 900 640", group: "Family" },
  { id: "c14", name: "Sofia Marin", email: "sofia.marin@alderbrook.co.uk", phone: "07700 900 318", group: "Work" },
  { id: "c15", name: "Tomasz Nowak", email: "tomasz.nowak@alderbrook.co.uk", phone: "07700 900 231", group: "Work" },
  { id: "c16", name: "Wanderly Travel", email: "bookings@wanderlytravel.co.uk", phone: "0330 088 2716", group: "Services" },
  { id: "c17", name: "Yusuf Demir", email: "yusuf.demir@larkmail.co.uk", phone: "07700 900 825", group: "Friends" },
  { id: "c18", name: "Zoe Whitfield", email: "zoe.whitfield@brightwater-ha.org.uk", phone: "020 7946 0317", group: "Work" },
];

// Files offered by the "Attach file" menu (the account's recent files).
export const RECENT_FILES = [
  { name: "Site-plan-Harrow-Lane.pdf", size: "1.2 MB" },
  { name: "Risk-register-March.xlsx", size: "88 KB" },
  { name: "Q1-report-comments.docx", size: "64 KB" },
  { name: "Offsite-travel-claim.xlsx", size: "41 KB" },
  { name: "Kitchen-window-photo.jpg", size: "2.4 MB" },
];

export const BLOCKED_SENDERS = [
  "offers@megasavings-direct.net",
  "newsletter@quickloans4u.biz",
  "no-reply@crypto-gains-now.io",
];

export const SETTINGS = {
  density: "comfortable",
  pageSize: 20,
  snippets: true,
  undoSend: "10",
  language: "en-GB",
  timeZone: "Europe/London",
  signature: {
    enabled: false,
    text: "Eleanor Hartley",
    replies: false,
  },
  ooo: {
    enabled: false,
    start: "",
    end: "",
    subject: "Out of office",
    message: "",
    contactsOnly: false,
  },
};

const ME = { name: "Eleanor Hartley", email: "eleanor.hartley@larkmail.co.uk" };
const TOMASZ = { name: "Tomasz Nowak", email: "tomasz.nowak@alderbrook.co.uk" };
const JONAS = { name: "Jonas Becker", email: "jonas.becker@brightwater-ha.org.uk" };
const HANNAH = { name: "Hannah Hartley", email: "hannah.hartley@larkmail.co.uk" };
const AMIRA = { name: "Amira Haddad", email: "amira.haddad@larkmail.co.uk" };
const PRIYA = { name: "Priya Shah", email: "priya.shah@brightwater-ha.org.uk" };

function mail(id, folder, date, from, subject, body, extra = {}) {
  return {
    id,
    folder,
    date,
    from,
    to: extra.to || [ME],
    cc: extra.cc || [],
    subject,
    body,
    read: extra.read !== false,
    starred: Boolean(extra.starred),
    attachments: extra.attachments || [],
  };
}

export const MESSAGES = [
  // Inbox, newest first.
  mail("m101", "inbox", "2026-03-16T08:47:00Z", TOMASZ, "Site visit moved to Thursday", [
    "Hi Eleanor,",
    "The structural engineer can't make Wednesday, so I've moved the site visit at 12 Harrow Lane to Thursday 19 March at 2pm. We'll meet at the site office by the main gate. Hard hats and boots will be provided.",
    "Can you confirm you can still make it?",
    "Thanks,\nTomasz",
    "Tomasz Nowak | Site Manager | Alderbrook Construction | 07700 900 231",
  ], { read: false }),
  mail("m102", "inbox", "2026-03-16T08:15:00Z", { name: "Northfield Bank", email: "alerts@northfieldbank.co.uk" }, "Your February statement is ready", [
    "Dear Ms Hartley,",
    "Your statement for Everyday Current Account ending 4417 for the period 1 to 28 February 2026 is now available in online banking.",
    "For your security, we never include links to sign in within our emails.",
    "Northfield Bank",
  ], { read: false }),
  mail("m103", "inbox", "2026-03-16T07:58:00Z", PRIYA, "Invoice 2026-015 received", [
    "Hi Eleanor,",
    "Just to let you know we've received invoice 2026-015 for £2,400.00 (project management, February). It's been approved and will be paid in the next payment run on 27 March.",
    "Best wishes,\nPriya",
    "Priya Shah | Finance Officer | Brightwater Housing",
  ], { read: false }),
  mail("m104", "inbox", "2026-03-15T19:12:00Z", AMIRA, "Book club: April pick", [
    "Hello lovely readers!",
    "The votes are in and April's book is 'The Salt Road' by Mira Castell. We'll meet on Wednesday 8 April at 7pm at mine (23 Selby Road). I'll do tea and cake, bring a bottle if you fancy.",
    "Let me know if you can't make it so I know how many chairs to borrow.",
    "Amira x",
  ], { read: false, to: [ME, { name: "Jonas Lindqvist", email: "jonas.lindqvist@larkmail.co.uk" }, { name: "Yusuf Demir", email: "yusuf.demir@larkmail.co.uk" }] }),
  mail("m105", "inbox", "2026-03-15T10:03:00Z", { name: "Greenway Energy", email: "bills@greenwayenergy.co.uk" }, "Your March bill is ready", [
    "Hi Eleanor,",
    "Your bill for 14 February to 13 March 2026 is ready. The amount due is £84.27.",
    "We'll collect this by Direct Debit on or just after 24 March 2026. You don't need to do anything.",
    "Account number: GE-5530912",
    "Greenway Energy Customer Team",
  ]),
  mail("m106", "inbox", "2026-03-14T11:20:00Z", { name: "Maple Street Dental", email: "reception@maplestreetdental.co.uk" }, "Your upcoming appointment", [
    "Dear Eleanor,",
    "This is a reminder of your check-up with Dr Sarah Okafor on Tuesday 24 March 2026 at 10:15.",
    "Please arrive 5 minutes early. If you need to change your appointment, call us on 01632 960 447 at least 24 hours before.",
    "Maple Street Dental Practice, 41 Maple Street",
  ], { starred: true }),
  mail("m107", "inbox", "2026-03-13T16:40:00Z", JONAS, "Q1 report draft: comments by Wednesday?", [
    "Hi Eleanor,",
    "Attached is version 3 of the Q1 progress report for the board. Could you check the Harrow Lane section and the figures in section 3 and send me any comments by Wednesday 18 March?",
    "Thanks,\nJonas",
    "Jonas Becker | Development Manager | Brightwater Housing",
  ], { attachments: [{ name: "Q1-report-draft-v3.docx", size: "248 KB" }] }),
  mail("m108", "inbox", "2026-03-13T14:05:00Z", { name: "Parcelwise", email: "updates@parcelwise.co.uk" }, "Your parcel has been delivered", [
    "Good news, Eleanor!",
    "Your parcel PW-5521-0987 from Bookshelf & Co. was delivered at 13:58 today. It was left with your neighbour at number 14.",
    "Parcelwise",
  ]),
  mail("m109", "inbox", "2026-03-13T09:58:00Z", HANNAH, "Mum's 70th: plans", [
    "Hi Ellie,",
    "It's all booked! Mum's 70th lunch is on Saturday 4 April at 1pm at The Old Mill in Thornbury. I've reserved the back room for 18 people.",
    "Could you pick up the cake from Delia's Bakery on the Friday? It's paid for, just give my name. Rob is sorting the flowers.",
    "Don't say anything to Mum!\nHannah x",
  ], { starred: true }),
  mail("m110", "inbox", "2026-03-12T15:30:00Z", { name: "Daniel Mensah", email: "daniel.mensah@brightwater-ha.org.uk" }, "Fire warden training on 25 March", [
    "Hi all,",
    "Fire warden refresher training is on Wednesday 25 March from 10am to 12pm in meeting room 2 at Brightwater House. Contractors with site passes are welcome to join.",
    "Daniel",
  ]),
  mail("m111", "inbox", "2026-03-12T08:20:00Z", { name: "LinkedUp", email: "digest@linkedup-mail.co.uk" }, "You appeared in 14 searches this week", [
    "Hi Eleanor,",
    "You appeared in 14 searches this week. People from Alderbrook Construction and Brightwater Housing viewed your profile.",
    "See who's looking, and update your headline to get noticed.",
    "LinkedUp weekly digest. Unsubscribe or change your email settings at any time.",
  ]),
  mail("m112", "inbox", "2026-03-11T17:45:00Z", { name: "Oakridge Property Lettings", email: "maintenance@oakridgelettings.co.uk" }, "Annual gas safety check: access needed", [
    "Dear Ms Hartley,",
    "Your annual gas safety check at Flat 3, 27 Quarry Road is due. Our engineer from Heatsafe Services will visit on Monday 23 March 2026 between 8am and 12pm.",
    "Please make sure someone is home to give access, or let us know by Friday 20 March if you'd like us to use the spare key. Our reference is OPL-2291.",
    "Kind regards,\nMaintenance Team, Oakridge Property Lettings, 01632 960 114",
  ]),
  mail("m113", "inbox", "2026-03-11T09:12:00Z", { name: "Streamly", email: "hello@streamly-mail.co.uk" }, "A change to your Streamly plan", [
    "Hi Eleanor,",
    "From 14 April 2026 the price of your Standard plan will change from £10.99 to £12.49 a month.",
    "You don't need to do anything. You can change or cancel your plan at any time in your account.",
    "The Streamly Team",
  ]),
  mail("m114", "inbox", "2026-03-10T13:33:00Z", { name: "Marcus Reid", email: "marcus@reidjoinery.co.uk" }, "Re: Invoice 2026-014", [
    "Hi Eleanor,",
    "Thanks, payment of £1,250.00 received today for the kitchen shelving. Glad you're happy with it.",
    "If the cupboard door needs adjusting once it settles, just give me a ring.",
    "Marcus\nReid Joinery",
  ]),
  mail("m115", "inbox", "2026-03-10T07:00:00Z", { name: "Fitzroy Gym", email: "members@fitzroygym.co.uk" }, "Your membership renews on 1 April", [
    "Hi Eleanor,",
    "Your Off-Peak membership renews on 1 April 2026 at £38.00 a month. New this spring: sunrise yoga on Tuesdays and a second spin studio.",
    "See you soon,\nFitzroy Gym",
  ]),
  mail("m116", "inbox", "2026-03-09T16:22:00Z", JONAS, "Team offsite agenda", [
    "Hi Eleanor,",
    "Here's the agenda for the project team offsite on Friday 27 March at Riverside Hall. We start at 9:30 with the Harrow Lane programme review.",
    "Could you bring a projector? The one at the hall is broken.",
    "Jonas",
  ], { attachments: [{ name: "Offsite-agenda-27-March.pdf", size: "156 KB" }] }),
  mail("m117", "inbox", "2026-03-08T12:47:00Z", { name: "Bookshelf & Co.", email: "orders@bookshelfandco.co.uk" }, "Your order BC-77120 has shipped", [
    "Hi Eleanor,",
    "Good news: your order BC-77120 has shipped with Parcelwise and should arrive by Friday 13 March.",
    "Items: 'The Salt Road' by Mira Castell (paperback), £9.99. 'A Year of Small Gardens' (hardback), £18.50. Delivery: free. Total paid: £28.49.",
    "Bookshelf & Co.",
  ]),
  mail("m118", "inbox", "2026-03-07T20:15:00Z", { name: "Jonas Lindqvist", email: "jonas.lindqvist@larkmail.co.uk" }, "Lift to book club on the 8th?", [
    "Hi Eleanor,",
    "I'm driving to Amira's for book club next month. Want a lift? I can pick you up at 6:40.",
    "Jonas L.",
  ]),
  mail("m119", "inbox", "2026-03-06T10:40:00Z", { name: "Eastmere Libraries", email: "no-reply@libraries.eastmere.gov.uk" }, "Items due back on 20 March", [
    "Dear borrower,",
    "The following items are due back on Friday 20 March 2026: 'Garden Design for Small Spaces' and 'The Lighthouse Keeper's Daughter'. You can renew them online or at any branch.",
    "Eastmere Libraries",
  ]),
  mail("m120", "inbox", "2026-03-05T18:02:00Z", { name: "Grace Oduya", email: "grace.oduya@larkmail.co.uk" }, "Neighbourhood watch meeting", [
    "Hi everyone,",
    "Our next neighbourhood watch meeting is on Tuesday 17 March at 7:30pm in the community room at St Luke's. We'll talk about the new street lights and the parking survey.",
    "Grace",
  ]),
  mail("m121", "inbox", "2026-03-04T09:30:00Z", TOMASZ, "Kick-off meeting notes", [
    "Hi Eleanor,",
    "Notes from Tuesday's kick-off are attached. Main actions: survey booked for 11 March, scaffold up week commencing 23 March, first valuation at the end of April.",
    "Tomasz",
  ], { attachments: [{ name: "Harrow-Lane-kickoff-notes.pdf", size: "312 KB" }] }),
  mail("m122", "inbox", "2026-03-03T08:00:00Z", { name: "Riverside Food Market", email: "hello@riversidefoodmarket.co.uk" }, "This weekend at the market", [
    "Spring is here! This Saturday we welcome three new traders, live music from 11am and a cheese tasting at noon.",
    "Riverside Food Market, every Saturday 9am to 3pm.",
  ]),
  mail("m123", "inbox", "2026-03-02T12:10:00Z", { name: "Harbour Insurance", email: "renewals@harbourinsurance.co.uk" }, "Your home insurance renewal", [
    "Dear Ms Hartley,",
    "Your home contents policy HI-20-774512 renews on 1 April 2026. Your new annual premium is £312.40, paid monthly at £26.03.",
    "If your details are still correct, you don't need to do anything.",
    "Harbour Insurance",
  ]),
  mail("m124", "inbox", "2026-02-27T15:55:00Z", { name: "Northfield Bank", email: "alerts@northfieldbank.co.uk" }, "New payee added", [
    "Dear Ms Hartley,",
    "You added a new payee, Oakridge Property Lettings, on 27 February 2026 at 15:52. If this wasn't you, call us straight away on 0345 600 7810.",
    "Northfield Bank",
  ]),
  mail("m125", "inbox", "2026-02-26T19:21:00Z", { name: "Wanderly Travel", email: "bookings@wanderlytravel.co.uk" }, "Booking confirmed: Lisbon, 17 to 21 May", [
    "Hi Eleanor,",
    "Your trip is booked! Booking reference: WT-3390-KL.",
    "Flights: London Gatwick to Lisbon on Sunday 17 May, departing 07:05. Return on Thursday 21 May, departing 18:40.",
    "Hotel: Casa do Rio, Rua das Flores 42, Lisbon. 4 nights, double room, breakfast included.",
    "Total paid: £1,126.00 for 2 travellers. Your itinerary and invoice are attached.",
    "Wanderly Travel",
  ], { attachments: [{ name: "Lisbon-itinerary.pdf", size: "184 KB" }, { name: "Invoice-WT-3390-KL.pdf", size: "96 KB" }] }),
  mail("m126", "inbox", "2026-02-24T11:08:00Z", JONAS, "Welcome to the Harrow Lane project", [
    "Hi Eleanor,",
    "Welcome aboard! I've added you to the project team list. Tomasz Nowak from Alderbrook Construction is the site manager, and Priya Shah handles invoices.",
    "Our fortnightly progress meetings are on Tuesdays at 10am.",
    "Jonas",
  ]),

  // Sent
  mail("s201", "sent", "2026-03-13T18:30:00Z", ME, "Re: Mum's 70th: plans", [
    "Amazing, thank you for organising it! I'll get the cake. Shall we split the deposit?",
    "Ellie",
  ], { to: [HANNAH] }),
  mail("s202", "sent", "2026-03-12T10:05:00Z", ME, "Re: Lunch next week?", [
    "Hi Priya, Tuesday works. 12:30 at the Italian place?",
    "Eleanor",
  ], { to: [PRIYA] }),
  mail("s203", "sent", "2026-03-09T09:14:00Z", ME, "Invoice 2026-014", [
    "Hi Marcus,",
    "Please find my payment of £1,250.00 for the kitchen shelving on its way today. Thanks for a lovely job.",
    "Eleanor",
  ], { to: [{ name: "Marcus Reid", email: "marcus@reidjoinery.co.uk" }] }),
  mail("s204", "sent", "2026-03-05T11:40:00Z", ME, "Re: Kick-off meeting notes", [
    "Thanks Tomasz, all clear. I'll circulate these to the board.",
    "Eleanor",
  ], { to: [TOMASZ] }),
  mail("s205", "sent", "2026-03-03T16:20:00Z", ME, "Boiler pressure dropping", [
    "Hello, the boiler pressure at Flat 3, 27 Quarry Road keeps dropping below 1 bar. Could someone take a look?",
    "Eleanor Hartley",
  ], { to: [{ name: "Oakridge Property Lettings", email: "maintenance@oakridgelettings.co.uk" }] }),
  mail("s206", "sent", "2026-02-28T12:02:00Z", ME, "Re: Book club: March", [
    "Count me in! I'll bring the lemon drizzle.",
    "Eleanor",
  ], { to: [AMIRA] }),

  // Drafts: d1 carries an incomplete Cc address typed in a hurry.
  mail("d1", "drafts", "2026-03-10T08:12:00Z", ME, "Re: Team offsite agenda", [
    "Hi Jonas,",
    "Thanks for sending the agenda.",
  ], { to: [JONAS], cc: [{ name: "", email: "tomasz.nowak@alderbrook" }] }),
  mail("d2", "drafts", "2026-03-01T21:40:00Z", ME, "Cottage for August?", [
    "Hi Hannah, I found a cottage near Padstow for the week of 8 August. Sleeps six, £1,450 for the week. Shall I",
  ], { to: [HANNAH] }),

  // Archive
  mail("a301", "archive", "2026-02-20T10:15:00Z", { name: "Eastmere District Council", email: "parking@eastmere.gov.uk" }, "Your residents' parking permit", [
    "Your residents' parking permit for zone C is valid from 1 March 2026 to 28 February 2027.",
  ]),
  mail("a302", "archive", "2026-02-14T09:00:00Z", { name: "Greenway Energy", email: "bills@greenwayenergy.co.uk" }, "Your February bill is ready", [
    "The amount due is £96.12. We'll collect this by Direct Debit on or just after 24 February 2026.",
  ]),
  mail("a303", "archive", "2026-02-10T14:44:00Z", PRIYA, "Purchase order PO-8812", [
    "Hi Eleanor, your purchase order for February is PO-8812. Please quote it on your invoice.",
    "Priya",
  ]),
  mail("a304", "archive", "2026-02-03T17:30:00Z", AMIRA, "Book club: March", [
    "March's book is 'Small Hours' by Ada Mensah. See you on the 4th!",
  ]),
  mail("a305", "archive", "2026-01-28T08:50:00Z", { name: "Harbour Insurance", email: "renewals@harbourinsurance.co.uk" }, "Your documents", [
    "Your policy documents are ready in your online account.",
  ]),
  mail("a306", "archive", "2026-01-19T12:00:00Z", HANNAH, "Photos from Christmas", [
    "Finally got round to sorting them! The one of Dad and the dog is my favourite.",
  ]),

  // Spam
  mail("x401", "spam", "2026-03-15T22:41:00Z", { name: "Reward Centre", email: "winner@reward-centre-uk.net" }, "Congratulations Eleanor, your £500 voucher is waiting", [
    "You have been selected! Claim your £500 shopping voucher within 24 hours by confirming your card details.",
  ], { read: false }),
  mail("x402", "spam", "2026-03-14T06:12:00Z", { name: "Fitzroy Gym", email: "members@fitzroygym.co.uk" }, "New spring class timetable", [
    "Hi Eleanor,",
    "Our spring timetable starts on Monday 23 March. Highlights: sunrise yoga on Tuesdays at 6:30am, HIIT on Thursdays at 6pm and a new Saturday family swim at 10am.",
    "Book your classes in the Fitzroy app from Wednesday 18 March.",
    "Fitzroy Gym",
  ], { read: false }),
  mail("x403", "spam", "2026-03-12T03:05:00Z", { name: "Secure Banking Team", email: "no-reply@northfie1d-secure.com" }, "Action required: verify your account", [
    "Your account has been limited. Verify your details now to avoid suspension.",
  ], { read: false }),
  mail("x404", "spam", "2026-03-09T13:27:00Z", { name: "SlimFast Pro", email: "deals@slimfastpro-shop.biz" }, "Lose 10 kg in 10 days!!!", [
    "Doctors hate this one simple trick.",
  ], { read: false }),

  // Trash: the council tax bill and Amira's photos were deleted by mistake.
  mail("t501", "trash", "2026-03-12T09:41:00Z", { name: "Eastmere District Council", email: "counciltax@eastmere.gov.uk" }, "Your council tax bill for 2026/27", [
    "Dear Ms Hartley,",
    "Your council tax bill for Flat 3, 27 Quarry Road (band C) for 1 April 2026 to 31 March 2027 is £1,842.50.",
    "You pay by Direct Debit in 10 monthly instalments of £184.25, starting on 1 April 2026. Your account reference is 7730 4418 2.",
    "Eastmere District Council, Revenues Team",
  ]),
  mail("t502", "trash", "2026-03-07T18:20:00Z", AMIRA, "Photos from Saturday", [
    "Hi Eleanor! Here are the photos from the walk on Saturday. The one at the lock is lovely.",
    "Amira x",
  ], { attachments: [{ name: "Canal-walk-1.jpg", size: "2.1 MB" }, { name: "Canal-walk-2.jpg", size: "1.9 MB" }] }),
  mail("t503", "trash", "2026-03-11T07:00:00Z", { name: "Homeware Hub", email: "offers@homewarehub.co.uk" }, "Flash sale ends tonight", [
    "Up to 50% off bedding and towels. Ends midnight.",
  ]),
  mail("t504", "trash", "2026-03-10T12:00:00Z", { name: "Streamly", email: "hello@streamly-mail.co.uk" }, "New this week on Streamly", [
    "Three new series and a documentary you might like.",
  ]),
  mail("t505", "trash", "2026-03-06T16:45:00Z", { name: "QuickShop", email: "delivery@quickshop.co.uk" }, "Your delivery slot reminder", [
    "Your grocery delivery is booked for Saturday 7 March, 8am to 9am.",
  ]),
  mail("t506", "trash", "2026-03-04T10:30:00Z", { name: "Surveys at Harbour Insurance", email: "feedback@harbourinsurance.co.uk" }, "How did we do?", [
    "Tell us about your recent call and you could win £100.",
  ]),
  mail("t507", "trash", "2026-03-02T19:00:00Z", { name: "Webinar Events", email: "events@buildtalk-events.co.uk" }, "Invitation: Net zero in social housing", [
    "Join our free webinar on Thursday 26 March at 1pm.",
  ]),
  mail("t508", "trash", "2026-02-25T08:30:00Z", { name: "LinkedUp", email: "digest@linkedup-mail.co.uk" }, "You appeared in 9 searches this week", [
    "See who's looking at your profile.",
  ]),

  // Custom folders
  mail("r601", "receipts", "2026-02-21T15:12:00Z", { name: "Bookshelf & Co.", email: "orders@bookshelfandco.co.uk" }, "Your order BC-75004 receipt", [
    "Thanks for your order. Total paid: £14.99.",
  ]),
  mail("r602", "receipts", "2026-02-16T10:30:00Z", { name: "Homeware Hub", email: "orders@homewarehub.co.uk" }, "Receipt for order HH-220913", [
    "Total paid: £42.00 for 2 items.",
  ]),
  mail("r603", "receipts", "2026-02-02T18:05:00Z", { name: "Rail Saver", email: "tickets@railsaver.co.uk" }, "Your e-ticket receipt", [
    "Bristol Temple Meads to London Paddington, 3 February. Total paid: £47.30.",
  ]),
  mail("r604", "receipts", "2026-01-24T09:44:00Z", { name: "QuickShop", email: "delivery@quickshop.co.uk" }, "Your receipt for order 88190", [
    "Total paid: £63.18.",
  ]),
  mail("r605", "receipts", "2026-01-11T13:00:00Z", { name: "Fitzroy Gym", email: "members@fitzroygym.co.uk" }, "Payment receipt: January membership", [
    "£38.00 paid on 1 January 2026.",
  ]),
  mail("v701", "travel", "2026-02-12T11:00:00Z", { name: "Rail Saver", email: "tickets@railsaver.co.uk" }, "Your journey on 3 February", [
    "Coach B, seat 34. Platform shown 20 minutes before departure.",
  ]),
  mail("v702", "travel", "2026-01-30T17:25:00Z", { name: "Wanderly Travel", email: "bookings@wanderlytravel.co.uk" }, "Ideas for your spring getaway", [
    "Lisbon, Porto and Seville are trending this spring.",
  ]),
  mail("v703", "travel", "2026-01-05T08:15:00Z", { name: "City Parking", email: "bookings@cityparking.co.uk" }, "Gatwick parking booked", [
    "Long stay, 17 to 21 May. Reference CP-55102.",
  ]),
  mail("f801", "family", "2026-02-22T20:11:00Z", { name: "Margaret Hartley", email: "maggie.hartley@larkmail.co.uk" }, "Sunday lunch", [
    "Lovely to see you both. Take care driving back. Mum x",
  ]),
  mail("f802", "family", "2026-02-08T16:50:00Z", { name: "Rob Ellison", email: "rob.ellison@larkmail.co.uk" }, "Ladder", [
    "I'll drop the ladder back on Saturday morning. Thanks again! Rob",
  ]),
  mail("f803", "family", "2026-01-26T09:02:00Z", HANNAH, "Mum's birthday ideas", [
    "What about lunch at The Old Mill? She loved it last year.",
  ]),
  mail("f804", "family", "2026-01-03T14:30:00Z", { name: "Margaret Hartley", email: "maggie.hartley@larkmail.co.uk" }, "Thank you!", [
    "Thank you for the scarf, it's beautiful. Mum x",
  ]),
];

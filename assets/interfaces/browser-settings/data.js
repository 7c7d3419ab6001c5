/* Fixed data of the Petrel settings surface. Everything a page shows comes from here or from
   the saved settings in sessionStorage, so every load of a route renders the same thing.
   Dates are consistent with the fixed clock: Monday 16 March 2026, 09:30 Europe/London. */
"use strict";

var KESTREL_VERSION = "134.0.6998.89";

var PROFILE = {
  name: "Nadia Fairweather",
  email: "nadia.fairweather@harbourmail.co.uk",
  initials: "NF",
  lastSynced: "today at 09:12",
};

/* Option lists of the selects: the value of each option is its label. */
var OPTIONS = {
  theme: ["Classic", "Harbour blue", "Forest", "Graphite", "Sunrise"],
  fontSize: ["Very small", "Small", "Medium (recommended)", "Large", "Very large"],
  pageZoom: ["75%", "80%", "90%", "100%", "110%", "125%", "150%", "175%", "200%"],
  searchEngine: ["Beacon Search", "Quillfind", "Lookwise", "Stillwater", "Ecotrail"],
  captionLanguage: [
    "English (United States)",
    "English (United Kingdom)",
    "English (Australia)",
    "French",
    "German",
    "Hindi",
    "Italian",
    "Japanese",
    "Polish",
    "Portuguese (Brazil)",
    "Spanish",
    "Turkish",
  ],
  secureDnsProvider: ["Your current service provider", "Cleanpath DNS", "Northgate Secure DNS"],
  memorySaverMode: ["Moderate", "Balanced", "Maximum"],
  permission: ["Allow", "Block", "Ask"],
  cbdRange: ["Last hour", "Last 24 hours", "Last 7 days", "Last 4 weeks", "All time"],
  importFrom: ["Firefox", "Microsoft Edge", "Safari", "Bookmarks HTML file"],
};

/* Font size in pixels for the appearance preview. */
var FONT_SIZE_PX = {
  "Very small": 9,
  Small: 12,
  "Medium (recommended)": 16,
  Large: 20,
  "Very large": 24,
};

/* The settings this profile has when the page first loads (Nadia's own choices). */
var INITIAL_SETTINGS = {
  syncOn: true,
  autocompleteSearches: true,
  improveFeatures: false,
  betterBrowsing: false,
  enhancedSpellcheck: false,
  profileName: "Nadia",
  profileShortcut: true,
  offerToSavePasswords: true,
  autoSignIn: true,
  breachWarnings: true,
  savePaymentMethods: true,
  saveAddresses: true,
  cookies: "block-private",
  clearCookiesOnExit: false,
  doNotTrack: false,
  safeBrowsing: "standard",
  httpsFirst: false,
  secureDns: true,
  secureDnsProvider: "Your current service provider",
  memorySaver: true,
  memorySaverMode: "Balanced",
  energySaver: false,
  preloadPages: true,
  theme: "Harbour blue",
  mode: "device",
  showHomeButton: false,
  homePage: "newtab",
  homeUrl: "",
  showBookmarksBar: true,
  sidePanel: "right",
  fontSize: "Medium (recommended)",
  pageZoom: "110%",
  searchEngine: "Lookwise",
  searchSuggestions: true,
  isDefaultBrowser: false,
  startup: "continue",
  offerTranslate: true,
  spellcheck: true,
  spellcheckMode: "basic",
  downloadFolder: ["Downloads"],
  askWhereToSave: false,
  showDownloadsWhenDone: true,
  autoOpenTypes: [".ics", ".pdf"],
  liveCaptions: false,
  captionLanguage: "English (United States)",
  focusHighlight: false,
  caretBrowsing: false,
  imageDescriptions: false,
  backgroundApps: false,
  graphicsAcceleration: true,
};

/* What "Reset settings" restores: Petrel's own defaults, where they differ from the above. */
var FACTORY_SETTINGS_CHANGES = {
  theme: "Classic",
  mode: "device",
  pageZoom: "100%",
  fontSize: "Medium (recommended)",
  searchEngine: "Beacon Search",
  showBookmarksBar: false,
  showHomeButton: false,
  homePage: "newtab",
  homeUrl: "",
  startup: "newtab",
  downloadFolder: ["Downloads"],
  askWhereToSave: false,
  autoOpenTypes: [],
  cookies: "block-private",
  doNotTrack: false,
  safeBrowsing: "standard",
  memorySaverMode: "Balanced",
};

var HOME_DIR = "/home/nadia";

/* The folder tree the download-location picker browses, below the home folder. */
var FOLDERS = {
  Desktop: {},
  Documents: {
    "Council tax": {},
    "Invoices 2026": {},
    Letters: {},
    Medical: {},
    "Receipts 2025": {},
    "Tax return 2024-25": {},
  },
  Downloads: { "Old installers": {} },
  Music: {},
  Pictures: { "Screenshots": {}, "Holiday Lisbon 2025": {} },
  Projects: { "Allotment plan": {}, "Harbour Lane onboarding": {} },
  Videos: {},
};

var PASSWORDS = [
  { id: 1, site: "accounts.callisto.io", username: "nadia.fairweather@harbourlane.co.uk", lastUsed: "10 March 2026", strength: "strong" },
  { id: 2, site: "accounts.harbourmail.co.uk", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "16 March 2026", strength: "strong" },
  { id: 3, site: "app.lumenpay.com", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "9 March 2026", strength: "strong" },
  { id: 4, site: "app.lumenpay.com", username: "n.fairweather@quillpost.net", lastUsed: "14 August 2023", strength: "reused" },
  { id: 5, site: "bookings.northline-rail.co.uk", username: "nadia.fairweather", lastUsed: "27 February 2026", strength: "strong" },
  { id: 6, site: "community.fixit-forum.net", username: "nadia_fixes", lastUsed: "11 January 2026", strength: "weak" },
  { id: 7, site: "id.harbourlane.co.uk", username: "nadia.fairweather@harbourlane.co.uk", lastUsed: "13 March 2026", strength: "strong" },
  { id: 8, site: "login.greenbasket.co.uk", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "8 March 2026", strength: "reused" },
  { id: 9, site: "myaccount.brightwater-energy.co.uk", username: "NFairweather", lastUsed: "1 February 2026", strength: "strong" },
  { id: 10, site: "parking.ashcombe.gov.uk", username: "nfairweather77", lastUsed: "2 March 2026", strength: "strong" },
  { id: 11, site: "portal.ashcombe-library.org.uk", username: "2049 7731 8820", lastUsed: "19 February 2026", strength: "compromised" },
  { id: 12, site: "secure.oakridgebank.co.uk", username: "40178826", lastUsed: "15 March 2026", strength: "strong" },
  { id: 13, site: "shop.fernandpetal.co.uk", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "22 December 2025", strength: "reused" },
  { id: 14, site: "signin.tunely.com", username: "nadiafairweather", lastUsed: "12 March 2026", strength: "strong" },
  { id: 15, site: "www.dailyherald.co.uk", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "30 November 2025", strength: "compromised" },
  { id: 16, site: "www.stillwaterpharmacy.co.uk", username: "nadia.fairweather@harbourmail.co.uk", lastUsed: "4 March 2026", strength: "strong" },
];

var PAYMENT_CARDS = [
  { id: "visa-4821", label: "Visa •••• 4821", holder: "Nadia Fairweather", expires: "09/2028" },
  { id: "mc-1096", label: "Mastercard •••• 1096", holder: "Nadia Fairweather", expires: "02/2027" },
];

var ADDRESSES = [
  { id: "home", lines: "Nadia Fairweather, 14 Hawthorn Close, Ashcombe, AS9 4QB", phone: "07700 900418" },
  { id: "work", lines: "Nadia Fairweather, Harbour Lane Ltd, 3 Quayside Walk, Portbridge, PB1 2HX", phone: "020 7946 0832" },
];

/* Per-site permissions shown in Site settings (camera, microphone, location, notifications),
   with the data each site stores. */
var SITES = [
  { host: "app.lumenpay.com", camera: "Ask", microphone: "Ask", location: "Ask", notifications: "Allow", storage: "3.1 MB", cookies: 12 },
  { host: "calendar.harbourlane.co.uk", camera: "Ask", microphone: "Ask", location: "Ask", notifications: "Allow", storage: "8.4 MB", cookies: 9 },
  { host: "docs.harbourlane.co.uk", camera: "Ask", microphone: "Allow", location: "Ask", notifications: "Allow", storage: "21.7 MB", cookies: 14 },
  { host: "fixit-forum.net", camera: "Allow", microphone: "Allow", location: "Ask", notifications: "Allow", storage: "14.2 MB", cookies: 23 },
  { host: "maps.trailmap.io", camera: "Ask", microphone: "Ask", location: "Allow", notifications: "Ask", storage: "46.3 MB", cookies: 6 },
  { host: "meet.callisto.io", camera: "Ask", microphone: "Ask", location: "Ask", notifications: "Allow", storage: "5.9 MB", cookies: 11 },
  { host: "music.tunely.com", camera: "Ask", microphone: "Ask", location: "Ask", notifications: "Allow", storage: "112 MB", cookies: 17 },
  { host: "video.brightstream.tv", camera: "Block", microphone: "Block", location: "Ask", notifications: "Allow", storage: "64.8 MB", cookies: 31 },
  { host: "weather.skyscope.co.uk", camera: "Ask", microphone: "Ask", location: "Allow", notifications: "Allow", storage: "2.2 MB", cookies: 8 },
  { host: "www.dailyherald.co.uk", camera: "Ask", microphone: "Ask", location: "Allow", notifications: "Allow", storage: "18.5 MB", cookies: 42 },
  { host: "www.greenbasket.co.uk", camera: "Ask", microphone: "Ask", location: "Allow", notifications: "Block", storage: "9.6 MB", cookies: 19 },
  { host: "www.stillwaterpharmacy.co.uk", camera: "Ask", microphone: "Ask", location: "Block", notifications: "Block", storage: "1.4 MB", cookies: 5 },
];

/* Permissions shown only on a site's own page, with their defaults. */
var EXTRA_PERMISSIONS = [
  { key: "popups", label: "Pop-ups and redirects", value: "Block" },
  { key: "javascript", label: "JavaScript", value: "Allow" },
  { key: "images", label: "Images", value: "Allow" },
  { key: "sound", label: "Sound", value: "Allow" },
  { key: "downloads", label: "Automatic downloads", value: "Ask" },
];

var KEEP_ACTIVE_SITES = ["docs.harbourlane.co.uk", "music.tunely.com"];

var SEARCH_ENGINES = [
  { name: "Beacon Search", shortcut: "beacon-search.com", url: "https://www.beacon-search.com/search?q=%s" },
  { name: "Quillfind", shortcut: "quillfind.com", url: "https://quillfind.com/?query=%s" },
  { name: "Lookwise", shortcut: "lookwise.net", url: "https://www.lookwise.net/results?q=%s" },
  { name: "Stillwater", shortcut: "stillwater.search", url: "https://stillwater.search/?q=%s" },
  { name: "Ecotrail", shortcut: "ecotrail.org", url: "https://www.ecotrail.org/find?q=%s" },
];

var SITE_SEARCHES = [
  { id: "bookmarks", name: "Bookmarks", shortcut: "@bookmarks", url: "petrel://bookmarks/?q=%s", builtIn: true },
  { id: "history", name: "History", shortcut: "@history", url: "petrel://history/?q=%s", builtIn: true },
  { id: "tabs", name: "Tabs", shortcut: "@tabs", url: "petrel://tabs/?q=%s", builtIn: true },
  { id: "fernleaf", name: "Fernleaf Recipes", shortcut: "recipes", url: "https://www.fernleafrecipes.co.uk/search?term=%s" },
  { id: "tickets", name: "Harbour Lane Tickets", shortcut: "ticket", url: "https://tickets.harbourlane.co.uk/browse/%s" },
  { id: "library", name: "Ashcombe Libraries", shortcut: "library", url: "https://portal.ashcombe-library.org.uk/catalogue?q=%s" },
  { id: "rail", name: "Northline Rail", shortcut: "train", url: "https://bookings.northline-rail.co.uk/journeys?to=%s" },
  { id: "openpedia", name: "Openpedia", shortcut: "wiki", url: "https://en.openpedia.org/w/index.php?search=%s" },
  { id: "trailmap", name: "Trailmap", shortcut: "maps", url: "https://maps.trailmap.io/?find=%s" },
  { id: "tunely", name: "Tunely", shortcut: "music", url: "https://music.tunely.com/search/%s" },
];

var STARTUP_PAGES = [{ name: "The Morning Ledger", url: "https://www.morningledger.co.uk/" }];

/* Languages the "Add languages" combobox offers: code, English name, native name, and whether a
   spell-check dictionary exists. */
var LANGUAGES = [
  ["af", "Afrikaans", "Afrikaans", true],
  ["sq", "Albanian", "shqip", true],
  ["ar", "Arabic", "العربية", false],
  ["bn", "Bengali", "বাংলা", false],
  ["bg", "Bulgarian", "български", true],
  ["ca", "Catalan", "català", true],
  ["zh-CN", "Chinese (Simplified)", "中文（简体）", false],
  ["hr", "Croatian", "hrvatski", true],
  ["cs", "Czech", "čeština", true],
  ["da", "Danish", "dansk", true],
  ["nl", "Dutch", "Nederlands", true],
  ["en-GB", "English (United Kingdom)", "English (United Kingdom)", true],
  ["en-US", "English (United States)", "English (United States)", true],
  ["et", "Estonian", "eesti", true],
  ["fi", "Finnish", "suomi", false],
  ["fr", "French", "français", true],
  ["de", "German", "Deutsch", true],
  ["el", "Greek", "Ελληνικά", true],
  ["gu", "Gujarati", "ગુજરાતી", false],
  ["ha", "Hausa", "Hausa", false],
  ["he", "Hebrew", "עברית", true],
  ["hi", "Hindi", "हिन्दी", true],
  ["hu", "Hungarian", "magyar", true],
  ["ig", "Igbo", "Asụsụ Igbo", false],
  ["ga", "Irish", "Gaeilge", false],
  ["it", "Italian", "italiano", true],
  ["ja", "Japanese", "日本語", false],
  ["ko", "Korean", "한국어", true],
  ["lv", "Latvian", "latviešu", true],
  ["lt", "Lithuanian", "lietuvių", true],
  ["nb", "Norwegian Bokmål", "norsk bokmål", true],
  ["pl", "Polish", "polski", true],
  ["pt-BR", "Portuguese (Brazil)", "português (Brasil)", true],
  ["pt-PT", "Portuguese (Portugal)", "português (Portugal)", true],
  ["pa", "Punjabi", "ਪੰਜਾਬੀ", false],
  ["ro", "Romanian", "română", true],
  ["ru", "Russian", "русский", true],
  ["gd", "Scottish Gaelic", "Gàidhlig", false],
  ["so", "Somali", "Soomaali", false],
  ["es", "Spanish", "español", true],
  ["sv", "Swedish", "svenska", true],
  ["ta", "Tamil", "தமிழ்", true],
  ["tr", "Turkish", "Türkçe", true],
  ["uk", "Ukrainian", "українська", true],
  ["ur", "Urdu", "اردو", false],
  ["vi", "Vietnamese", "Tiếng Việt", true],
  ["cy", "Welsh", "Cymraeg", true],
  ["yo", "Yoruba", "Èdè Yorùbá", false],
];

var PREFERRED_LANGUAGES = ["en-GB", "en-US", "fr"];
var SPELLCHECK_LANGUAGES = ["en-GB"];

/* What "Delete browsing data" would remove for each time range: items per data type and the
   space it frees, shown in the dialog and updated without announcement. */
var BROWSING_DATA = {
  "Last hour": { history: 38, downloads: 1, cookies: 6, cacheMb: 21, passwords: 0, autofill: 3 },
  "Last 24 hours": { history: 214, downloads: 4, cookies: 19, cacheMb: 96, passwords: 1, autofill: 11 },
  "Last 7 days": { history: 1184, downloads: 12, cookies: 47, cacheMb: 248, passwords: 2, autofill: 36 },
  "Last 4 weeks": { history: 4906, downloads: 31, cookies: 88, cacheMb: 612, passwords: 4, autofill: 102 },
  "All time": { history: 27331, downloads: 264, cookies: 143, cacheMb: 1486, passwords: 16, autofill: 388 },
};

var EXTENSIONS_COUNT = 4;

// Fixed data of Lumen Browser: history, bookmarks, downloads, PDF documents and websites.

export const DAYS = [
  { id: "d0", label: "Today – Monday 16 March 2026" },
  { id: "d1", label: "Yesterday – Sunday 15 March 2026" },
  { id: "d2", label: "Saturday 14 March 2026" },
  { id: "d3", label: "Friday 13 March 2026" },
  { id: "d4", label: "Thursday 12 March 2026" },
  { id: "d5", label: "Wednesday 11 March 2026" },
  { id: "d6", label: "Tuesday 10 March 2026" },
  { id: "d7", label: "Sunday 8 March 2026" },
];

// [day, time, title, url]
const RAW_HISTORY = [
  ["d0", "09:24", "Video consultation – Ridgeway Surgery", "https://video.ridgewaysurgery.example/room/4471"],
  ["d0", "09:18", "Order repeat prescriptions – Ridgeway Surgery", "https://www.ridgewaysurgery.example/prescriptions"],
  ["d0", "09:12", "Find a recycling centre – Brackenford Council", "https://www.brackenford.gov.uk/recycling-centres"],
  ["d0", "09:03", "Council tax bills and payments – Brackenford Council", "https://www.brackenford.gov.uk/council-tax"],
  ["d0", "08:51", "Senior accounts assistant – Brackenford – CareerHub", "https://www.careerhub.example/jobs/58213"],
  ["d0", "08:47", "Jobs in Brackenford – CareerHub", "https://www.careerhub.example/search?where=Brackenford"],
  ["d0", "08:40", "Harbourside Echo – Local news", "https://www.harbourside-echo.example/"],
  ["d1", "21:15", "Party Paradise – Surprise party packs", "https://www.partyparadise.example/surprise-party-packs"],
  ["d1", "21:09", "Party Paradise – Banners and bunting", "https://www.partyparadise.example/banners"],
  ["d1", "20:58", "Party Paradise – Party supplies and decorations", "https://www.partyparadise.example/"],
  ["d1", "19:30", "Your CareerHub profile – CareerHub", "https://www.careerhub.example/profile"],
  ["d1", "16:02", "Weather forecast for Brackenford – Met Service", "https://weather.metservice.example/brackenford"],
  ["d1", "10:44", "Inbox (3) – Postbox Mail", "https://mail.postbox.example/inbox"],
  ["d2", "18:42", "Red lentil and coconut soup – Pinch of Thyme", "https://www.pinchofthyme.example/recipes/red-lentil-coconut-soup"],
  ["d2", "18:37", "Easy vegetarian soups – Pinch of Thyme", "https://www.pinchofthyme.example/collections/vegetarian-soups"],
  ["d2", "14:20", "Resident parking permits – Brackenford Council", "https://www.brackenford.gov.uk/parking/resident-permits"],
  ["d2", "11:05", "Train times Brackenford to Exeter – RailPlanner", "https://www.railplanner.example/times/BKF-EXD"],
  ["d3", "22:10", "Party Paradise – Balloon arches", "https://www.partyparadise.example/balloon-arches"],
  ["d3", "13:31", "Bin collection days – Brackenford Council", "https://www.brackenford.gov.uk/bins/collection-days"],
  ["d4", "19:05", "New Harbourside footbridge opens to the public – Harbourside Echo", "https://www.harbourside-echo.example/news/harbourside-footbridge-opens"],
  ["d4", "08:55", "Inbox (1) – Postbox Mail", "https://mail.postbox.example/inbox"],
  ["d5", "17:48", "Bridge club meets every Wednesday – Brackenford Library", "https://library.brackenford.gov.uk/events/bridge-club"],
  ["d5", "12:15", "Cornwall holiday cottages – Coastline Stays", "https://www.coastlinestays.example/cornwall"],
  ["d6", "20:02", "How to descale a kettle – Home Hints", "https://www.homehints.example/descale-kettle"],
  ["d7", "10:30", "MOT history check – DVSA", "https://www.check-mot.example/"],
];

export const HISTORY = RAW_HISTORY.map(([day, time, title, url], index) => ({ id: `h${index}`, day, time, title, url }));

export const FOLDERS = [
  { id: "bar", name: "Bookmarks bar", parent: null },
  { id: "council", name: "Council", parent: "bar" },
  { id: "health", name: "Health", parent: "bar" },
  { id: "recipes", name: "Recipes", parent: "bar" },
  { id: "other", name: "Other bookmarks", parent: null },
  { id: "travel", name: "Travel", parent: "other" },
];

export const BOOKMARKS = [
  { id: "b1", folder: "bar", name: "Postbox Mail", url: "https://mail.postbox.example/inbox" },
  { id: "b2", folder: "bar", name: "Bin days", url: "https://www.brackenford.gov.uk/bins/collection-days" },
  { id: "b3", folder: "bar", name: "Harbourside Echo", url: "https://www.harbourside-echo.example/" },
  { id: "b4", folder: "bar", name: "Parking permits", url: "https://www.brackenford.gov.uk/parking/resident-permits" },
  { id: "b5", folder: "bar", name: "MOT check", url: "https://www.check-mot.example/" },
  { id: "b6", folder: "council", name: "Council tax account", url: "https://www.brackenford.gov.uk/council-tax/account" },
  { id: "b7", folder: "council", name: "Report a missed bin", url: "https://www.brackenford.gov.uk/bins/report-missed" },
  { id: "b8", folder: "council", name: "Library catalogue", url: "https://library.brackenford.gov.uk/catalogue" },
  { id: "b9", folder: "health", name: "NHS 111 online", url: "https://111.nhs.example/" },
  { id: "b10", folder: "health", name: "Pharmacy opening hours", url: "https://www.harbourpharmacy.example/hours" },
  { id: "b11", folder: "recipes", name: "Red lentil and coconut soup", url: "https://www.pinchofthyme.example/recipes/red-lentil-coconut-soup" },
  { id: "b12", folder: "recipes", name: "Weeknight fish pie", url: "https://www.pinchofthyme.example/recipes/fish-pie" },
  { id: "b13", folder: "recipes", name: "Sourdough starter guide", url: "https://www.breadhead.example/starter" },
  { id: "b14", folder: "other", name: "Energy account", url: "https://my.brightgrid.example/account" },
  { id: "b15", folder: "travel", name: "RailPlanner", url: "https://www.railplanner.example/" },
  { id: "b16", folder: "travel", name: "Coastline Stays – Cornwall", url: "https://www.coastlinestays.example/cornwall" },
];

export const DOWNLOADS = [
  { id: "dl1", file: "video-converter-setup.exe", url: "https://free-convert-now.example/dl/video-converter-setup.exe", when: "Today", size: "48.2 MB", status: "dangerous" },
  { id: "dl2", file: "council-tax-bill-2026-27.pdf", url: "https://www.brackenford.gov.uk/council-tax/bills/AC-7730412.pdf", when: "Today", size: "212 KB", status: "done", doc: "council-tax" },
  { id: "dl3", file: "resident-parking-permit-application.pdf", url: "https://www.brackenford.gov.uk/parking/forms/resident-permit.pdf", when: "Yesterday", size: "388 KB", status: "done", doc: "permit-form" },
  { id: "dl4", file: "cornwall-holiday-photos.zip", url: "https://share.photobox.example/a/7Hq2/cornwall-holiday-photos.zip", when: "Yesterday", size: "184 MB", status: "failed" },
  { id: "dl5", file: "parking-zones-guide-2026.pdf", url: "https://www.brackenford.gov.uk/parking/parking-zones-guide-2026.pdf", when: "Saturday 14 March", size: "1.1 MB", status: "done", doc: "zones" },
  { id: "dl6", file: "Annual-report-2025.docx", url: "https://www.harbourrowing.example/files/Annual-report-2025.docx", when: "Tuesday 10 March", size: "96 KB", status: "done" },
  { id: "dl7", file: "boarding-pass-BKF-EXD.pdf", url: "https://www.railplanner.example/tickets/boarding-pass-BKF-EXD.pdf", when: "Sunday 8 March", size: "64 KB", status: "done" },
];

export const SITES = {
  surgery: { host: "video.ridgewaysurgery.example", title: "Video consultation – Ridgeway Surgery" },
  prescriptions: { host: "www.ridgewaysurgery.example", title: "Order repeat prescriptions – Ridgeway Surgery", url: "https://www.ridgewaysurgery.example/prescriptions" },
  council: { host: "www.brackenford.gov.uk", title: "Find a recycling centre – Brackenford Council" },
  echo: { host: "www.harbourside-echo.example", title: "Harbourside Echo – Local news" },
  bridge: { host: "www.harbourside-echo.example", title: "New Harbourside footbridge opens to the public – Harbourside Echo" },
  recipe: { host: "www.pinchofthyme.example", title: "Red lentil and coconut soup – Pinch of Thyme" },
};

export const RECYCLING_CENTRES = [
  { id: "marsh-lane", name: "Marsh Lane Household Waste Recycling Centre", distance: "1.2 miles", address: "Marsh Lane, Brackenford BK3 7QL", weekdays: "8am to 6pm", saturday: "8am to 6pm", sunday: "9am to 4pm", note: "Booking needed for vans and trailers." },
  { id: "kingsmead", name: "Kingsmead Recycling Centre", distance: "3.4 miles", address: "Kingsmead Industrial Estate, Brackenford BK6 2HD", weekdays: "9am to 5pm", saturday: "9am to 5pm", sunday: "Closed", note: "No garden waste." },
  { id: "dene-park", name: "Dene Park Reuse and Recycling Centre", distance: "5.9 miles", address: "Old Quarry Road, Dene Park BK9 4AS", weekdays: "8am to 4pm", saturday: "8am to 4pm", sunday: "10am to 2pm", note: "Reuse shop open Thursday to Saturday." },
];

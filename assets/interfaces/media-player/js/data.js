// Brightwell Learning's fixed data, consistent with the capture clock (Monday 16 March 2026, 09:30).
window.BRIGHTWELL = {
  user: { name: "Tomás Ferreira", email: "tomas.ferreira@example.com", initials: "TF" },
  courses: {
    "working-with-data": {
      title: "Working with Data", provider: "University of Leeds", colour: "#1d5c8c",
      enrolled: true, done: [1, 2], weeks: [
        { title: "Week 1: Getting started", lessons: [1, 2] },
        { title: "Week 2: Cleaning and summarising", lessons: [3, 4, 5] },
        { title: "Week 3: Presenting your findings", lessons: [6, 7, 8] },
      ],
      lessons: {
        1: { title: "What is data?", length: "11:40" },
        2: { title: "Spreadsheets that work for you", length: "17:05" },
        3: { title: "Cleaning and summarising data", length: "24:15" },
        4: { title: "Lookups and joins", length: "19:30" },
        5: { title: "Week 2 quiz", length: "10 questions" },
        6: { title: "Choosing the right chart", length: "15:45" },
        7: { title: "Telling a story with numbers", length: "21:10" },
        8: { title: "Final project", length: "Assignment" },
      },
      tutor: "Dr Helen Okoro",
    },
    "spreadsheets-for-everyone": {
      title: "Spreadsheets for Everyone", provider: "Open Skills Network", colour: "#2e7d4f",
      enrolled: true, completed: "Friday 27 February 2026", grade: "87%", done: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      weeks: [{ title: "Weeks 1 to 3", lessons: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
      lessons: Object.fromEntries(["Your first spreadsheet", "Formulas", "Formatting", "Sorting and filtering", "Charts", "Functions you'll use every day", "Printing and sharing", "Working with dates", "Protecting your work", "Final test"].map((t, i) => [i + 1, { title: t, length: `${9 + i}:00` }])),
      rating: 4.6, reviews: 1284, tutor: "Sam Whitlock",
    },
    "excel-essentials": {
      title: "Excel Essentials for Work", provider: "Northgate College", colour: "#8c3b1d",
      enrolled: true, done: [1, 2, 3, 4], notes: 3,
      weeks: [{ title: "Weeks 1 to 4", lessons: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }],
      lessons: Object.fromEntries(["The Excel window", "Entering data", "Simple formulas", "Absolute references", "IF and nested IF", "Conditional formatting", "Tables", "Charts", "PivotTables", "Power Query basics", "Macros", "Final assessment"].map((t, i) => [i + 1, { title: t, length: `${12 + i}:30` }])),
      tutor: "Martin Gale",
    },
  },
  catalogue: [
    { slug: "data-visualisation-python", title: "Data Visualisation with Python", provider: "University of Sheffield", price: 49, weeks: 6, hours: 4, level: "Intermediate", rating: 4.7, colour: "#5b3f9c" },
    { slug: "intro-sql", title: "Introduction to SQL", provider: "Brightwell Academy", price: 39, was: 59, weeks: 4, hours: 3, level: "Beginner", rating: 4.5, colour: "#0f6e74" },
    { slug: "statistics-without-tears", title: "Statistics Without Tears", provider: "Open University", price: 0, weeks: 5, hours: 3, level: "Beginner", rating: 4.4, colour: "#8a5a00" },
    { slug: "python-beginners", title: "Python for Beginners", provider: "University of Leeds", price: 29, weeks: 6, hours: 5, level: "Beginner", rating: 4.8, colour: "#2d5d7b" },
    { slug: "presenting-confidence", title: "Presenting with Confidence", provider: "Leeds Beckett University", price: 0, weeks: 3, hours: 2, level: "All levels", rating: 4.3, colour: "#9c2f6f" },
  ],
  // Lesson 3 of Working with Data: chapters, transcript and subtitles.
  chapters: [
    { n: 1, at: 0, title: "Welcome back" },
    { n: 2, at: 150, title: "Why data gets messy" },
    { n: 3, at: 495, title: "Cleaning messy data" },
    { n: 4, at: 845, title: "Pivot tables" },
    { n: 5, at: 1180, title: "Checking your results" },
    { n: 6, at: 1370, title: "Summary and next steps" },
  ],
  transcript: [
    { at: 0, text: "Hello again, and welcome to lesson three. Last time we built a tidy spreadsheet of the Leeds allotment survey. Today we'll clean it up properly and then summarise it." },
    { at: 72, text: "By the end of this lesson you'll be able to spot the usual problems in a dataset, fix them, and build a pivot table that answers a real question." },
    { at: 150, text: "So why does data get messy? Mostly because people type it in. Different people, different days, different habits." },
    { at: 268, text: "Look at the Site column. We have 'Hartley Road', 'Hartley Rd' and 'hartley road'. To us they're the same place. To a spreadsheet they are three different ones." },
    { at: 400, text: "Dates are the other big culprit. Some people write the day first, some the month first, and some just write 'last Tuesday'." },
    { at: 495, text: "Let's start cleaning. The most common mistake I see is stray spaces at the end of names: 'Leeds' with a space after it and 'Leeds' without one count as two different places, and you can't see the difference." },
    { at: 560, text: "The TRIM function removes those extra spaces. Put it in a helper column, copy the results, and paste them back as values." },
    { at: 660, text: "Next, make the spelling consistent. Find and Replace is fine for a handful of variants; for more, build a small lookup table of old and new names." },
    { at: 760, text: "Finally, remove exact duplicates, but only after trimming, or the duplicates with a trailing space will survive." },
    { at: 845, text: "Now the fun part: pivot tables. A pivot table summarises thousands of rows in a few clicks, without a single formula." },
    { at: 930, text: "Select any cell in your data, insert a pivot table on a new sheet, and drag Site into Rows and Plot size into Values." },
    { at: 980, text: "If you want one number from a pivot table on another sheet, use GETPIVOTDATA. It keeps pointing at the right figure even when the pivot table changes shape." },
    { at: 1180, text: "Before you trust any summary, check it. Does the grand total match the number of rows you started with?" },
    { at: 1370, text: "That's it for this lesson. Next time: lookups and joins, so you can bring two tables together. Try the practice workbook before then." },
  ],
  subtitles: {
    English: ["Hello again, and welcome to lesson three.", "So why does data get messy? Mostly because people type it in.", "The most common mistake I see is stray spaces at the end of names.", "Now the fun part: pivot tables.", "Before you trust any summary, check it.", "That's it for this lesson."],
    Welsh: ["Helo eto, a chroeso i wers tri.", "Felly pam mae data'n mynd yn flêr? Yn bennaf am fod pobl yn ei deipio.", "Y camgymeriad mwyaf cyffredin yw bylchau ychwanegol ar ddiwedd enwau.", "Nawr y rhan hwyliog: tablau colyn.", "Cyn i chi ymddiried mewn unrhyw grynodeb, gwiriwch ef.", "Dyna ni ar gyfer y wers hon."],
    Polish: ["Witam ponownie w lekcji trzeciej.", "Dlaczego dane robią się nieuporządkowane?", "Najczęstszy błąd to dodatkowe spacje na końcu nazw.", "Teraz tabele przestawne.", "Zanim zaufasz podsumowaniu, sprawdź je.", "To wszystko w tej lekcji."],
  },
  resources: [
    { id: "workbook", name: "Practice workbook: allotment survey", file: "allotment-survey-practice.xlsx", size: "48 KB" },
    { id: "slides", name: "Lesson slides", file: "lesson-3-slides.pdf", size: "1.2 MB" },
    { id: "cheatsheet", name: "Cleaning data cheat sheet", file: "cleaning-cheat-sheet.pdf", size: "210 KB" },
  ],
  notes: [
    { at: 268, text: "Check the Site column in my own survey for variants." },
  ],
  excelNotes: ["Absolute references: press F4 to add the $ signs.", "Nested IF gets messy after three levels; use IFS.", "Ask Martin about the keyboard shortcut for tables."],
  cards: [
    { id: "visa", label: "Visa ending 4417", detail: "Expires 09/28 · Tomás Ferreira" },
    { id: "mastercard", label: "Mastercard ending 0062", detail: "Expired 02/26", expired: true },
  ],
  reviews: [
    { who: "Aisha K.", stars: 5, when: "2 days ago", text: "Finally understand VLOOKUP. The tutor explains everything twice without being boring." },
    { who: "Gareth P.", stars: 4, when: "1 week ago", text: "Good pace. The printing lesson is a bit dated." },
    { who: "Mei L.", stars: 5, when: "3 weeks ago", text: "Perfect for getting back into work after a career break." },
  ],
};

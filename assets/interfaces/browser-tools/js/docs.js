// The PDF documents the viewer opens: pages as HTML, an optional outline, and form fields.

export const DOCS = {
  "council-tax": {
    file: "council-tax-bill-2026-27.pdf",
    outline: [
      ["bill", "Your bill", 1],
      ["worked-out", "How your bill is worked out", 1],
      ["instalments", "Instalments", 2],
      ["pay", "Ways to pay", 2],
      ["support", "Discounts and support", 3],
    ],
    pages: [
      `<p class="pdf-brand">Brackenford Council</p>
       <h1 id="bill">Council Tax bill 2026/27</h1>
       <p>Mr S Okoro<br>14 Quayside Walk<br>Brackenford BK2 5TN</p>
       <p>Account number: AC-7730412 · Date of bill: 6 March 2026</p>
       <p class="pdf-big">Amount due for 1 April 2026 to 31 March 2027: £1,874.32</p>
       <h2 id="worked-out">How your bill is worked out</h2>
       <p>Your property is in valuation band C.</p>
       <table class="pdf-table"><tr><td>Brackenford Council</td><td>£1,402.18</td></tr><tr><td>Devon and Harbour Police</td><td>£228.41</td></tr><tr><td>Harbour Fire and Rescue</td><td>£91.73</td></tr><tr><td>Quayside Parish Council</td><td>£152.00</td></tr><tr><td><strong>Total</strong></td><td><strong>£1,874.32</strong></td></tr></table>`,
      `<h2 id="instalments">Instalments</h2>
       <p>You pay in 10 monthly instalments.</p>
       <table class="pdf-table"><tr><td>1 April 2026</td><td>£187.45</td></tr><tr><td>1 May 2026 to 1 January 2027 (9 instalments)</td><td>£187.43 each</td></tr></table>
       <h2 id="pay">Ways to pay</h2>
       <p>Direct Debit on the 1st, 15th or 28th of the month: set it up at brackenford.gov.uk/directdebit.</p>
       <p>Online by debit card at brackenford.gov.uk/paycounciltax, or by phone on 0300 123 4471 (automated, 24 hours).</p>`,
      `<h2 id="support">Discounts and support</h2>
       <p>If you live alone you may get a 25% single person discount. Council Tax Support helps people on a low income.</p>
       <p>Contact: council.tax@brackenford.gov.uk</p>`,
    ],
  },
  "permit-form": {
    file: "resident-parking-permit-application.pdf",
    outline: [
      ["about", "1. About resident permits", 1],
      ["details", "2. Your details", 2],
      ["vehicle", "3. Your vehicle", 2],
      ["zone", "4. Permit zone and length", 3],
      ["declaration", "5. Declaration and submit", 3],
    ],
    pages: [
      `<p class="pdf-brand">Brackenford Council · Parking Services</p>
       <h1 id="about">Application for a resident parking permit</h1>
       <p>Use this form to apply for a permit for a car registered at your address. Fill it in on screen, then press 'Submit form' at the end. You can save it and finish it later.</p>
       <p>Permits are for one vehicle and one zone. Your zone is on the letter we sent you or on the parking zones guide.</p>`,
      `<h2 id="details">2. Your details</h2>
       <div class="pdf-row"><span class="pdf-label">Full name</span><input type="text" class="pdf-field" id="pf-name" value=""></div>
       <div class="pdf-row"><span class="pdf-label">Address</span><input type="text" class="pdf-field wide" id="pf-address" title="Address" value="14 Quayside Walk, Brackenford"></div>
       <div class="pdf-row"><span class="pdf-label">Postcode</span><input type="text" class="pdf-field" id="pf-postcode" title="Postcode" value="BK2 5TN"></div>
       <div class="pdf-row"><span class="pdf-label">Email</span><input type="text" class="pdf-field wide" id="pf-email" value="sam.okoro@postbox.example"></div>
       <h2 id="vehicle">3. Your vehicle</h2>
       <div class="pdf-row"><span class="pdf-label">Registration number</span><input type="text" class="pdf-field" id="pf-reg" value=""></div>
       <div class="pdf-row"><span class="pdf-label">Make and model</span><input type="text" class="pdf-field" id="pf-make" title="Make and model" value="Vauxhall Corsa"></div>`,
      `<h2 id="zone">4. Permit zone and length</h2>
       <div class="pdf-row"><span class="pdf-label">Zone</span>
         <label class="pdf-choice"><input type="radio" name="pf-zone" id="pf-zone-a" value="A"> A</label>
         <label class="pdf-choice"><input type="radio" name="pf-zone" id="pf-zone-b" value="B"> B</label>
         <label class="pdf-choice"><input type="radio" name="pf-zone" id="pf-zone-c" value="C"> C</label></div>
       <div class="pdf-row"><span class="pdf-label">Length</span>
         <label class="pdf-choice"><input type="radio" name="pf-length" id="pf-length-6" value="6"> 6 months – £45</label>
         <label class="pdf-choice"><input type="radio" name="pf-length" id="pf-length-12" value="12"> 12 months – £80</label></div>
       <h2 id="declaration">5. Declaration and submit</h2>
       <p>By submitting this form you confirm that the vehicle is registered at the address above and that the information is correct.</p>
       <div id="pf-result"><button type="button" class="pdf-button" id="pf-submit">Submit form</button></div>`,
    ],
  },
  zones: {
    file: "parking-zones-guide-2026.pdf",
    outline: null,
    pages: [
      `<p class="pdf-brand">Brackenford Council · Parking Services</p>
       <h1>Resident parking zones guide 2026</h1>
       <p>Contents</p>
       <p>Zone A – Town centre ........ page 2<br>Zone B – Harbourside and Quayside ........ page 2<br>Zone C – Kingsmead and Northgate ........ page 3<br>Charges and visitor permits ........ page 4</p>`,
      `<p>Zone A – Town centre</p><p>Market Street, Castle Hill, Church Lane, Bridge Street, Wool Street and Friars Walk.</p>
       <p>Zone B – Harbourside and Quayside</p><p>Quayside Walk, Anchor Row, Harbour Road, Ropewalk, Dock Street and Fishers Lane.</p>`,
      `<p>Zone C – Kingsmead and Northgate</p><p>Abbot Street, Kingsmead Road, Mill Lane, Northgate Terrace, Orchard Close and Tanners Row.</p>
       <p>Controlled hours in zone C: Monday to Saturday, 8am to 6pm.</p>`,
      `<p>Charges and visitor permits</p><p>First car £80 a year (£45 for 6 months); second car £120 a year. Visitor permits: £1.50 a day, up to 50 days a year.</p>`,
    ],
  },
};

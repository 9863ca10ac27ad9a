/**
 * The retrieval fixture: 24 short documents of the kind teams upload
 * (manuals, policies, guides, notes), several sharing vocabulary on purpose
 * (warranties, batteries, deadlines, prices), and 48 questions, each with
 * the document and a phrase of the passage that answers it. Questions are
 * worded as people ask them, not copied from the passages.
 */
export interface CorpusDocument {
  name: string;
  paragraphs: string[];
}

export interface CorpusQuestion {
  question: string;
  document: string;
  /** A phrase found only in the passage that answers the question. */
  answer: string;
}

export const corpus: CorpusDocument[] = [
  {
    name: 'heron-7-espresso-manual.pdf',
    paragraphs: [
      'The Heron 7 espresso machine heats up in about 40 seconds thanks to its thermoblock heater. The water tank holds 1.8 litres and can be removed from the top for filling.',
      'Descaling keeps the machine working. Run a mix of one part citric acid to ten parts water through the steam wand and the group head every 60 days, or every 30 days in hard water areas.',
      'The Heron 7 carries a warranty of 3 years when the machine is registered within 30 days of purchase. Unregistered machines are covered for 12 months.',
      'If the pump makes a loud rattling noise, the tank is probably empty or seated badly. Refill it and press it down until it clicks.',
    ],
  },
  {
    name: 'kestrel-drip-coffee-guide.pdf',
    paragraphs: [
      'The Kestrel drip coffee maker brews up to 12 cups. Use one level scoop of ground coffee per cup for a balanced brew.',
      'The hot plate switches itself off after 40 minutes to save energy and keep the coffee from burning.',
      'Kestrel products come with a 2 year limited warranty covering manufacturing defects; glass carafes are not covered.',
    ],
  },
  {
    name: 'employee-handbook-leave.docx',
    paragraphs: [
      'Full-time employees receive 25 days of paid annual leave per calendar year, plus public holidays. Part-time staff receive leave in proportion to their contracted hours.',
      'Up to 5 unused leave days may be carried over into the first quarter of the next year. Days not taken by 31 March are lost.',
      'Parental leave is 16 weeks at full pay for the primary caregiver and 4 weeks for the secondary caregiver, available within the first year after the birth or adoption.',
      'Sick leave does not count against annual leave. A doctor’s note is required for absences longer than three consecutive working days.',
    ],
  },
  {
    name: 'employee-handbook-expenses.docx',
    paragraphs: [
      'Travel expenses must be submitted in the expense tool within 30 days of the trip, with a photo of every receipt.',
      'Meals on business trips are reimbursed up to 45 euros per day. Alcohol is never reimbursed.',
      'Economy class is the rule for flights under six hours; for longer flights premium economy may be booked with a manager’s approval.',
    ],
  },
  {
    name: 'sourdough-notes.md',
    paragraphs: [
      'Feed the starter twice a day with equal weights of flour and water. It is ready to use when it doubles within four to six hours and smells pleasantly sour.',
      'For the basic loaf mix 500 grams of bread flour, 350 grams of water, 100 grams of active starter and 10 grams of salt.',
      'Bulk fermentation takes about five hours at 24 degrees Celsius. Perform a set of stretch and folds every 30 minutes during the first two hours.',
      'Bake in a preheated Dutch oven at 250 degrees for 20 minutes with the lid on, then 25 minutes at 230 degrees with the lid off.',
    ],
  },
  {
    name: 'lisbon-travel-guide.html',
    paragraphs: [
      'Lisbon is built on seven hills, so comfortable shoes matter more than anything else you pack. Tram 28 climbs through Alfama and Graça and gets crowded by mid-morning.',
      'The Viva Viagem card costs 50 cents and can be loaded with zapping credit for metro, buses, trams and the ferries across the Tagus.',
      'Pastéis de nata are best warm from the oven, dusted with cinnamon. The bakery in Belém has sold them since 1837.',
      'Sintra makes an easy day trip: trains leave Rossio station every 20 minutes and the ride takes about 40 minutes.',
    ],
  },
  {
    name: 'orbit-x2-drone-manual.pdf',
    paragraphs: [
      'The Orbit X2 drone weighs 249 grams, so in many countries it can be flown without registration. Always check local rules before the first flight.',
      'A fully charged Orbit X2 battery gives up to 31 minutes of flight time in calm weather. Charging an empty battery takes 70 minutes with the supplied charger.',
      'Return to home triggers automatically when the battery falls below 15 percent or when the remote loses its signal for more than 6 seconds.',
      'Store batteries at around 60 percent charge if the drone will not be flown for more than ten days.',
    ],
  },
  {
    name: 'volt-e-bike-owner-guide.pdf',
    paragraphs: [
      'The Volt e-bike battery has a range of 80 to 120 kilometres depending on the assistance level and the terrain. A full charge takes five hours.',
      'Tyre pressure should be between 3.5 and 4.5 bar. Lower pressure gives more comfort on gravel, higher pressure a longer range on tarmac.',
      'Have the brake pads checked every 1,000 kilometres; replace them when less than 1.5 millimetres of pad material remains.',
    ],
  },
  {
    name: 'privacy-policy.html',
    paragraphs: [
      'We keep account data for as long as the account is open and delete it within 30 days after the account is closed, except invoices, which the law requires us to keep for 10 years.',
      'You can ask for a copy of your personal data at any time by writing to privacy@example.test; we answer within one month.',
      'Analytics cookies are only set after you agree in the cookie banner. Strictly necessary cookies, such as the session cookie, do not need consent.',
    ],
  },
  {
    name: 'refund-policy.md',
    paragraphs: [
      'Annual subscriptions can be refunded in full within 14 days of purchase. After that, unused months are refunded pro rata on request.',
      'Monthly subscriptions are not refunded, but you can cancel at any time and keep access until the end of the paid month.',
      'Refunds go back to the original payment method and usually appear within five to ten business days.',
    ],
  },
  {
    name: 'shipping-faq.md',
    paragraphs: [
      'Orders placed before 2 pm on a working day are shipped the same day. Standard delivery within the country takes two to three working days.',
      'Shipping is free for orders above 60 euros; below that a flat fee of 4.90 euros applies.',
      'International parcels are sent with tracking and may be subject to customs duties, which the recipient pays on delivery.',
    ],
  },
  {
    name: 'tomato-growing-tips.txt',
    paragraphs: [
      'Sow tomato seeds indoors six to eight weeks before the last expected frost, at a depth of about half a centimetre.',
      'Plant seedlings out when night temperatures stay above 10 degrees. Bury the stem deeper than it grew in the pot; it grows extra roots.',
      'Pinch out the side shoots of cordon varieties every week so the plant puts its energy into fruit. Bush varieties need no pinching.',
      'Water deeply twice a week rather than a little every day; irregular watering causes blossom end rot.',
    ],
  },
  {
    name: 'quarterly-report-q3.docx',
    paragraphs: [
      'Revenue in the third quarter grew 18 percent year on year to 4.2 million euros, driven by the new enterprise plan.',
      'Customer churn fell from 3.1 percent to 2.4 percent per month after the onboarding emails were rewritten.',
      'Headcount rose to 48 people with the opening of the Porto office, which now hosts the support team.',
    ],
  },
  {
    name: 'brand-guidelines.pdf',
    paragraphs: [
      'Our primary colour is Harbour Blue, hex 1F4E79. Use it for headlines and buttons; never put it on dark backgrounds.',
      'The logo needs clear space on every side equal to the height of the letter I in the wordmark, and it is never rotated or recoloured.',
      'We write in a warm, plain voice: short sentences, active verbs, no jargon, and we address the reader as you.',
    ],
  },
  {
    name: 'onboarding-checklist.md',
    paragraphs: [
      'On the first day, new starters collect their laptop from IT and set up two-factor authentication on every account.',
      'In the first week each new starter meets a buddy from another team for a coffee and a walk through the codebase or the product.',
      'By the end of the first month the manager holds a check-in to agree the goals for the probation period, which lasts three months.',
    ],
  },
  {
    name: 'security-incident-runbook.md',
    paragraphs: [
      'When a security incident is suspected, page the on-call engineer through the incident channel and do not discuss details in public channels.',
      'Rotate any exposed credentials immediately, then revoke active sessions for the affected accounts.',
      'A written post-mortem is due within five working days and is shared with the whole company without blame.',
    ],
  },
  {
    name: 'marathon-training-plan.txt',
    paragraphs: [
      'The plan runs for 16 weeks with four runs a week: two easy runs, one tempo run and the long run on Sunday.',
      'The long run grows by about two kilometres a week up to a peak of 32 kilometres three weeks before race day.',
      'Taper in the final three weeks by cutting weekly distance by a quarter each week while keeping some pace work.',
      'On race day take an energy gel every 40 minutes and drink at every second water station.',
    ],
  },
  {
    name: 'solar-panel-installation.pdf',
    paragraphs: [
      'A typical household system of 10 panels produces around 4,000 kilowatt hours a year in central Europe, about the use of a family of three.',
      'Panels facing south at an angle of 30 to 35 degrees give the best yearly yield; east-west roofs produce about 15 percent less.',
      'The inverter usually needs replacing after 10 to 15 years, while the panels are guaranteed to keep 80 percent of their output for 25 years.',
    ],
  },
  {
    name: 'wine-tasting-notes.md',
    paragraphs: [
      'The 2019 Douro red shows black cherry, violet and a touch of cocoa; it needs an hour in a decanter before serving.',
      'Serve the Alvarinho well chilled at 8 to 10 degrees with grilled fish or oysters.',
      'The tawny port is aged 20 years in oak casks and keeps for about two months once the bottle is opened.',
    ],
  },
  {
    name: 'api-rate-limits.md',
    paragraphs: [
      'Each API key may send 600 requests per minute. Requests over the limit receive status 429 with a Retry-After header.',
      'Bulk endpoints count each item in the batch as one request against the limit.',
      'Enterprise plans can ask support for a higher limit of up to 3,000 requests per minute.',
    ],
  },
  {
    name: 'conference-room-booking.txt',
    paragraphs: [
      'Meeting rooms are booked in the office calendar; a booking not confirmed in the first ten minutes is released automatically.',
      'The large Atlantic room seats 14 people and has a video conferencing system; the small rooms seat four.',
      'Book the rooftop terrace through reception at least two days ahead; it is available between May and September.',
    ],
  },
  {
    name: 'pet-care-puppy.md',
    paragraphs: [
      'Puppies need their first vaccination at eight weeks and a booster at twelve weeks before they can walk in public places.',
      'Feed a puppy three to four small meals a day until six months of age, then switch to two meals.',
      'Start crate training early: keep sessions short and never use the crate as a punishment.',
    ],
  },
  {
    name: 'home-insurance-policy.pdf',
    paragraphs: [
      'The policy covers damage to the building and contents from fire, storm, burst pipes and burglary up to the insured sum.',
      'Claims must be reported within 7 days of discovering the damage, with photos and a list of damaged items.',
      'The standard excess is 250 euros per claim; for flood damage it rises to 1,000 euros.',
    ],
  },
  {
    name: 'newsletter-strategy.docx',
    paragraphs: [
      'We send the newsletter every second Tuesday at 9 am, which gave the best open rates in our tests.',
      'Each issue has one main story, three short links and one call to action; longer issues lost readers.',
      'Subscribers who have not opened an email in six months receive a re-engagement email and are removed if they do not respond.',
    ],
  },
];

export const questions: CorpusQuestion[] = [
  {
    question: 'How long does the Heron 7 take to heat up?',
    document: 'heron-7-espresso-manual.pdf',
    answer: 'heats up in about 40 seconds',
  },
  {
    question: 'How often do I need to descale the espresso machine?',
    document: 'heron-7-espresso-manual.pdf',
    answer: 'every 60 days',
  },
  {
    question: 'How many years of warranty does the Heron 7 have?',
    document: 'heron-7-espresso-manual.pdf',
    answer: 'warranty of 3 years',
  },
  {
    question: 'Why is the pump rattling loudly?',
    document: 'heron-7-espresso-manual.pdf',
    answer: 'loud rattling noise',
  },
  {
    question: 'How much ground coffee per cup in the Kestrel?',
    document: 'kestrel-drip-coffee-guide.pdf',
    answer: 'one level scoop',
  },
  {
    question: 'Is the glass carafe covered by the Kestrel warranty?',
    document: 'kestrel-drip-coffee-guide.pdf',
    answer: 'glass carafes are not covered',
  },
  {
    question: 'How many days of annual leave do full-time employees get?',
    document: 'employee-handbook-leave.docx',
    answer: '25 days of paid annual leave',
  },
  {
    question: 'Can unused holiday days be carried over to next year?',
    document: 'employee-handbook-leave.docx',
    answer: 'carried over into the first quarter',
  },
  {
    question: 'How long is parental leave for the primary caregiver?',
    document: 'employee-handbook-leave.docx',
    answer: '16 weeks at full pay',
  },
  {
    question: 'When do I need a doctor’s note for sick leave?',
    document: 'employee-handbook-leave.docx',
    answer: 'three consecutive working days',
  },
  {
    question: 'What is the daily limit for meals on business trips?',
    document: 'employee-handbook-expenses.docx',
    answer: '45 euros per day',
  },
  {
    question: 'Can I book premium economy on a long flight?',
    document: 'employee-handbook-expenses.docx',
    answer: 'premium economy may be booked',
  },
  {
    question: 'How quickly must travel expenses be submitted?',
    document: 'employee-handbook-expenses.docx',
    answer: 'within 30 days of the trip',
  },
  {
    question: 'How do I know the sourdough starter is ready?',
    document: 'sourdough-notes.md',
    answer: 'doubles within four to six hours',
  },
  {
    question: 'How much salt goes in the basic sourdough loaf?',
    document: 'sourdough-notes.md',
    answer: '10 grams of salt',
  },
  {
    question: 'At what temperature should I bake the bread in the Dutch oven?',
    document: 'sourdough-notes.md',
    answer: 'preheated Dutch oven at 250 degrees',
  },
  {
    question: 'How long does bulk fermentation take?',
    document: 'sourdough-notes.md',
    answer: 'about five hours at 24 degrees',
  },
  {
    question: 'How much does the Viva Viagem card cost in Lisbon?',
    document: 'lisbon-travel-guide.html',
    answer: 'costs 50 cents',
  },
  {
    question: 'How do I get from Lisbon to Sintra by train?',
    document: 'lisbon-travel-guide.html',
    answer: 'trains leave Rossio station',
  },
  {
    question: 'Where are the best pastéis de nata?',
    document: 'lisbon-travel-guide.html',
    answer: 'bakery in Belém',
  },
  {
    question: 'What is the flight time of the Orbit X2 battery?',
    document: 'orbit-x2-drone-manual.pdf',
    answer: 'up to 31 minutes of flight time',
  },
  {
    question: 'When does the drone return home on its own?',
    document: 'orbit-x2-drone-manual.pdf',
    answer: 'falls below 15 percent',
  },
  {
    question: 'How should drone batteries be stored when not flying?',
    document: 'orbit-x2-drone-manual.pdf',
    answer: 'around 60 percent charge',
  },
  {
    question: 'What range does the Volt e-bike battery have?',
    document: 'volt-e-bike-owner-guide.pdf',
    answer: 'range of 80 to 120 kilometres',
  },
  {
    question: 'What tyre pressure should the e-bike run?',
    document: 'volt-e-bike-owner-guide.pdf',
    answer: 'between 3.5 and 4.5 bar',
  },
  {
    question: 'When should the brake pads be replaced?',
    document: 'volt-e-bike-owner-guide.pdf',
    answer: 'less than 1.5 millimetres',
  },
  {
    question: 'How long do you keep invoices after an account is closed?',
    document: 'privacy-policy.html',
    answer: 'keep for 10 years',
  },
  {
    question: 'How do I request a copy of my personal data?',
    document: 'privacy-policy.html',
    answer: 'privacy@example.test',
  },
  {
    question: 'Do analytics cookies need my consent?',
    document: 'privacy-policy.html',
    answer: 'only set after you agree',
  },
  {
    question: 'Can I get a refund on an annual subscription?',
    document: 'refund-policy.md',
    answer: 'refunded in full within 14 days',
  },
  {
    question: 'How long until a refund shows up on my card?',
    document: 'refund-policy.md',
    answer: 'five to ten business days',
  },
  {
    question: 'When is shipping free?',
    document: 'shipping-faq.md',
    answer: 'free for orders above 60 euros',
  },
  {
    question: 'Who pays customs duties on international orders?',
    document: 'shipping-faq.md',
    answer: 'recipient pays on delivery',
  },
  {
    question: 'When should tomato seeds be sown indoors?',
    document: 'tomato-growing-tips.txt',
    answer: 'six to eight weeks before the last expected frost',
  },
  {
    question: 'What causes blossom end rot in tomatoes?',
    document: 'tomato-growing-tips.txt',
    answer: 'irregular watering',
  },
  {
    question: 'How much did revenue grow in Q3?',
    document: 'quarterly-report-q3.docx',
    answer: 'grew 18 percent',
  },
  {
    question: 'What happened to customer churn after the onboarding emails changed?',
    document: 'quarterly-report-q3.docx',
    answer: 'fell from 3.1 percent to 2.4 percent',
  },
  {
    question: 'What hex code is the primary brand colour?',
    document: 'brand-guidelines.pdf',
    answer: 'hex 1F4E79',
  },
  {
    question: 'How much clear space does the logo need?',
    document: 'brand-guidelines.pdf',
    answer: 'height of the letter I',
  },
  {
    question: 'How long is the probation period for new starters?',
    document: 'onboarding-checklist.md',
    answer: 'lasts three months',
  },
  {
    question: 'What should I do first if credentials are exposed in an incident?',
    document: 'security-incident-runbook.md',
    answer: 'Rotate any exposed credentials',
  },
  {
    question: 'When is the post-mortem due after a security incident?',
    document: 'security-incident-runbook.md',
    answer: 'within five working days',
  },
  {
    question: 'What is the longest long run in the marathon plan?',
    document: 'marathon-training-plan.txt',
    answer: 'peak of 32 kilometres',
  },
  {
    question: 'How often should I take an energy gel during the race?',
    document: 'marathon-training-plan.txt',
    answer: 'every 40 minutes',
  },
  {
    question: 'How much energy do ten solar panels produce in a year?',
    document: 'solar-panel-installation.pdf',
    answer: '4,000 kilowatt hours',
  },
  {
    question: 'When does a solar inverter need replacing?',
    document: 'solar-panel-installation.pdf',
    answer: 'after 10 to 15 years',
  },
  {
    question: 'How many requests per minute can an API key send?',
    document: 'api-rate-limits.md',
    answer: '600 requests per minute',
  },
  {
    question: 'How many people fit in the Atlantic meeting room?',
    document: 'conference-room-booking.txt',
    answer: 'seats 14 people',
  },
  {
    question: 'When does a puppy get its booster vaccination?',
    document: 'pet-care-puppy.md',
    answer: 'booster at twelve weeks',
  },
  {
    question: 'What is the excess for flood damage on the home insurance?',
    document: 'home-insurance-policy.pdf',
    answer: '1,000 euros',
  },
  {
    question: 'What day is the newsletter sent?',
    document: 'newsletter-strategy.docx',
    answer: 'every second Tuesday',
  },
  {
    question: 'How long should the Douro red be decanted?',
    document: 'wine-tasting-notes.md',
    answer: 'an hour in a decanter',
  },
];

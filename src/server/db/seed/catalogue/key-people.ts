/**
 * Key people of curated brands (spec 001 §3 key person), from public knowledge as of 2025: the
 * current chief executive and the founders, each with the year they joined (for founders, the
 * founding year) and the official page that names them. Only people we are confident of are listed;
 * brands without an entry get their people from the analyzer.
 */
export interface SeedKeyPerson {
  name: string;
  title: string;
  joined_year: number;
  /** The company's own page naming the person (about or leadership page). */
  source: string;
}

const ceo = (name: string, title: string, year: number, source: string): SeedKeyPerson => ({
  name,
  title,
  joined_year: year,
  source,
});
const founders = (names: string[], year: number, source: string, title = 'Co-founder'): SeedKeyPerson[] =>
  names.map((name) => ({ name, title: names.length === 1 ? 'Founder' : title, joined_year: year, source }));

export const SEED_KEY_PEOPLE: Record<string, SeedKeyPerson[]> = {
  nike: [
    ceo('Elliott Hill', 'President and CEO', 2024, 'https://about.nike.com/en/company'),
    ...founders(['Phil Knight', 'Bill Bowerman'], 1964, 'https://about.nike.com/en/company'),
  ],
  apple: [
    ceo('Tim Cook', 'CEO', 2011, 'https://www.apple.com/leadership/'),
    ...founders(['Steve Jobs', 'Steve Wozniak', 'Ronald Wayne'], 1976, 'https://www.apple.com/leadership/'),
  ],
  starbucks: [
    ceo('Brian Niccol', 'Chairman and CEO', 2024, 'https://about.starbucks.com/'),
    ...founders(['Jerry Baldwin', 'Zev Siegl', 'Gordon Bowker'], 1971, 'https://about.starbucks.com/'),
  ],
  mcdonalds: [
    ceo('Chris Kempczinski', 'Chairman and CEO', 2019, 'https://corporate.mcdonalds.com/'),
    ...founders(['Richard McDonald', 'Maurice McDonald'], 1940, 'https://corporate.mcdonalds.com/'),
  ],
  'coca-cola': [
    ceo('James Quincey', 'Chairman and CEO', 2017, 'https://www.coca-colacompany.com/'),
    {
      name: 'John S. Pemberton',
      title: 'Inventor',
      joined_year: 1886,
      source: 'https://www.coca-colacompany.com/',
    },
  ],
  pepsi: [
    ceo('Ramon Laguarta', 'Chairman and CEO, PepsiCo', 2018, 'https://www.pepsico.com/'),
    { name: 'Caleb Bradham', title: 'Inventor', joined_year: 1893, source: 'https://www.pepsico.com/' },
  ],
  adidas: [
    ceo('Bjørn Gulden', 'CEO', 2023, 'https://www.adidas-group.com/'),
    ...founders(['Adolf Dassler'], 1949, 'https://www.adidas-group.com/'),
  ],
  levis: [
    ceo('Michelle Gass', 'President and CEO', 2024, 'https://www.levistrauss.com/'),
    ...founders(['Levi Strauss'], 1853, 'https://www.levistrauss.com/'),
  ],
  chanel: [
    ceo('Leena Nair', 'Global CEO', 2022, 'https://www.chanel.com/'),
    ...founders(['Gabrielle Chanel'], 1910, 'https://www.chanel.com/'),
  ],
  'louis-vuitton': [
    ceo('Pietro Beccari', 'Chairman and CEO', 2023, 'https://www.lvmh.com/'),
    ...founders(['Louis Vuitton'], 1854, 'https://www.louisvuitton.com/'),
  ],
  hermes: [
    ceo('Axel Dumas', 'Executive Chairman', 2013, 'https://finance.hermes.com/'),
    ...founders(['Thierry Hermès'], 1837, 'https://finance.hermes.com/'),
  ],
  patagonia: [
    ceo('Ryan Gellert', 'CEO', 2020, 'https://www.patagonia.com/'),
    ...founders(['Yvon Chouinard'], 1973, 'https://www.patagonia.com/'),
  ],
  tesla: [
    ceo('Elon Musk', 'CEO', 2008, 'https://ir.tesla.com/'),
    ...founders(['Martin Eberhard', 'Marc Tarpenning'], 2003, 'https://ir.tesla.com/'),
  ],
  amazon: [
    ceo('Andy Jassy', 'President and CEO', 2021, 'https://www.aboutamazon.com/'),
    ...founders(['Jeff Bezos'], 1994, 'https://www.aboutamazon.com/'),
  ],
  google: [
    ceo('Sundar Pichai', 'CEO', 2015, 'https://abc.xyz/'),
    ...founders(['Larry Page', 'Sergey Brin'], 1998, 'https://about.google/'),
  ],
  netflix: [
    ceo('Ted Sarandos', 'Co-CEO', 2023, 'https://ir.netflix.net/'),
    ceo('Greg Peters', 'Co-CEO', 2023, 'https://ir.netflix.net/'),
    ...founders(['Reed Hastings', 'Marc Randolph'], 1997, 'https://ir.netflix.net/'),
  ],
  airbnb: [
    ceo('Brian Chesky', 'Co-founder and CEO', 2008, 'https://news.airbnb.com/about-us/'),
    ...founders(['Joe Gebbia', 'Nathan Blecharczyk'], 2008, 'https://news.airbnb.com/about-us/'),
  ],
  spotify: [
    ceo('Daniel Ek', 'Founder and CEO', 2006, 'https://newsroom.spotify.com/'),
    {
      name: 'Martin Lorentzon',
      title: 'Co-founder',
      joined_year: 2006,
      source: 'https://newsroom.spotify.com/',
    },
  ],
  microsoft: [
    ceo('Satya Nadella', 'Chairman and CEO', 2014, 'https://www.microsoft.com/'),
    ...founders(['Bill Gates', 'Paul Allen'], 1975, 'https://www.microsoft.com/'),
  ],
  gucci: [
    ceo('Stefano Cantino', 'CEO', 2025, 'https://www.kering.com/'),
    ...founders(['Guccio Gucci'], 1921, 'https://www.kering.com/'),
  ],
  prada: [
    ceo('Andrea Guerra', 'CEO, Prada Group', 2023, 'https://www.pradagroup.com/'),
    ...founders(['Mario Prada'], 1913, 'https://www.pradagroup.com/'),
  ],
  burberry: [
    ceo('Joshua Schulman', 'CEO', 2024, 'https://www.burberryplc.com/'),
    ...founders(['Thomas Burberry'], 1856, 'https://www.burberryplc.com/'),
  ],
  'ralph-lauren': [
    ceo('Patrice Louvet', 'President and CEO', 2017, 'https://corporate.ralphlauren.com/'),
    ...founders(['Ralph Lauren'], 1967, 'https://corporate.ralphlauren.com/'),
  ],
  costco: [
    ceo('Ron Vachris', 'President and CEO', 2024, 'https://investor.costco.com/'),
    ...founders(['Jim Sinegal', 'Jeffrey Brotman'], 1983, 'https://investor.costco.com/'),
  ],
  lego: [
    ceo('Niels B. Christiansen', 'CEO', 2017, 'https://www.lego.com/aboutus'),
    ...founders(['Ole Kirk Christiansen'], 1932, 'https://www.lego.com/aboutus'),
  ],
  toyota: [
    ceo('Koji Sato', 'President and CEO', 2023, 'https://global.toyota/en/'),
    ...founders(['Kiichiro Toyoda'], 1937, 'https://global.toyota/en/'),
  ],
  ferrari: [
    ceo('Benedetto Vigna', 'CEO', 2021, 'https://www.ferrari.com/en-EN/corporate'),
    ...founders(['Enzo Ferrari'], 1939, 'https://www.ferrari.com/en-EN/corporate'),
  ],
  meta: [
    ceo('Mark Zuckerberg', 'Founder, Chairman and CEO', 2004, 'https://about.meta.com/'),
    ...founders(
      ['Eduardo Saverin', 'Andrew McCollum', 'Dustin Moskovitz', 'Chris Hughes'],
      2004,
      'https://about.meta.com/',
    ),
  ],
  uber: [
    ceo('Dara Khosrowshahi', 'CEO', 2017, 'https://www.uber.com/newsroom/'),
    ...founders(['Garrett Camp', 'Travis Kalanick'], 2009, 'https://www.uber.com/newsroom/'),
  ],
  stripe: [
    ceo('Patrick Collison', 'Co-founder and CEO', 2010, 'https://stripe.com/about'),
    ceo('John Collison', 'Co-founder and President', 2010, 'https://stripe.com/about'),
  ],
  figma: [
    ceo('Dylan Field', 'Co-founder and CEO', 2012, 'https://www.figma.com/about/'),
    ceo('Evan Wallace', 'Co-founder', 2012, 'https://www.figma.com/about/'),
  ],
  intel: [
    ceo('Lip-Bu Tan', 'CEO', 2025, 'https://www.intel.com/content/www/us/en/newsroom/home.html'),
    ...founders(
      ['Robert Noyce', 'Gordon Moore'],
      1968,
      'https://www.intel.com/content/www/us/en/newsroom/home.html',
    ),
  ],
  adobe: [
    ceo('Shantanu Narayen', 'Chair and CEO', 2007, 'https://www.adobe.com/about-adobe.html'),
    ...founders(['John Warnock', 'Charles Geschke'], 1982, 'https://www.adobe.com/about-adobe.html'),
  ],
  hm: [
    ceo('Daniel Ervér', 'CEO', 2024, 'https://hmgroup.com/'),
    ...founders(['Erling Persson'], 1947, 'https://hmgroup.com/'),
  ],
  zara: [
    ceo('Óscar García Maceiras', 'CEO, Inditex', 2021, 'https://www.inditex.com/'),
    ...founders(['Amancio Ortega'], 1975, 'https://www.inditex.com/'),
  ],
  'under-armour': [ceo('Kevin Plank', 'Founder, President and CEO', 1996, 'https://about.underarmour.com/')],
  chipotle: [
    ceo('Scott Boatwright', 'CEO', 2024, 'https://ir.chipotle.com/'),
    ...founders(['Steve Ells'], 1993, 'https://ir.chipotle.com/'),
  ],
  dominos: [
    ceo('Russell Weiner', 'CEO', 2022, 'https://ir.dominos.com/'),
    ...founders(['Tom Monaghan', 'James Monaghan'], 1960, 'https://ir.dominos.com/'),
  ],
  ford: [
    ceo('Jim Farley', 'President and CEO', 2020, 'https://corporate.ford.com/'),
    ...founders(['Henry Ford'], 1903, 'https://corporate.ford.com/'),
  ],
  'american-express': [
    ceo('Stephen J. Squeri', 'Chairman and CEO', 2018, 'https://www.americanexpress.com/en-us/company/'),
    ...founders(
      ['Henry Wells', 'William Fargo', 'John Butterfield'],
      1850,
      'https://www.americanexpress.com/en-us/company/',
    ),
  ],
  youtube: [
    ceo('Neal Mohan', 'CEO', 2023, 'https://blog.youtube/'),
    ...founders(['Chad Hurley', 'Steve Chen', 'Jawed Karim'], 2005, 'https://blog.youtube/'),
  ],
  sony: [
    ceo('Hiroki Totoki', 'President and CEO', 2025, 'https://www.sony.com/en/SonyInfo/CorporateInfo/'),
    ...founders(['Masaru Ibuka', 'Akio Morita'], 1946, 'https://www.sony.com/en/SonyInfo/CorporateInfo/'),
  ],
  marriott: [
    ceo('Anthony Capuano', 'President and CEO', 2021, 'https://news.marriott.com/'),
    ...founders(['J. Willard Marriott', 'Alice Marriott'], 1927, 'https://news.marriott.com/'),
  ],
  hilton: [
    ceo('Christopher J. Nassetta', 'President and CEO', 2007, 'https://stories.hilton.com/'),
    ...founders(['Conrad Hilton'], 1919, 'https://stories.hilton.com/'),
  ],
  loreal: [
    ceo('Nicolas Hieronimus', 'CEO', 2021, 'https://www.loreal-finance.com/'),
    ...founders(['Eugène Schueller'], 1909, 'https://www.loreal-finance.com/'),
  ],
  'estee-lauder': [
    ceo('Stéphane de La Faverie', 'President and CEO', 2025, 'https://www.elcompanies.com/'),
    ...founders(['Estée Lauder', 'Joseph Lauder'], 1946, 'https://www.elcompanies.com/'),
  ],
  dior: [
    ceo('Delphine Arnault', 'Chairman and CEO, Christian Dior Couture', 2023, 'https://www.lvmh.com/'),
    ...founders(['Christian Dior'], 1946, 'https://www.lvmh.com/'),
  ],
  rolex: [
    ceo('Jean-Frédéric Dufour', 'CEO', 2015, 'https://www.rolex.com/'),
    ...founders(['Hans Wilsdorf', 'Alfred Davis'], 1905, 'https://www.rolex.com/'),
  ],
  'tiffany-co': [
    ceo('Anthony Ledru', 'President and CEO', 2021, 'https://www.lvmh.com/'),
    ...founders(['Charles Lewis Tiffany', 'John B. Young'], 1837, 'https://www.lvmh.com/'),
  ],
  'new-balance': [
    ceo('Joe Preston', 'President and CEO', 2019, 'https://www.newbalance.com/'),
    ...founders(['William J. Riley'], 1906, 'https://www.newbalance.com/'),
  ],
  skechers: [ceo('Robert Greenberg', 'Founder, Chairman and CEO', 1992, 'https://investors.skechers.com/')],
  peloton: [
    ceo('Peter Stern', 'President and CEO', 2025, 'https://investor.onepeloton.com/'),
    {
      name: 'John Foley',
      title: 'Co-founder',
      joined_year: 2012,
      source: 'https://investor.onepeloton.com/',
    },
  ],
  whoop: [ceo('Will Ahmed', 'Founder and CEO', 2012, 'https://www.whoop.com/')],
  gopro: [ceo('Nick Woodman', 'Founder and CEO', 2002, 'https://gopro.com/')],
};

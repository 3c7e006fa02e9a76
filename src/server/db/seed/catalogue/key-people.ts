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
};

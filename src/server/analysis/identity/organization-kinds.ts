import type { JsonLdNode } from '../pipeline/site-snapshot';

/** The schema.org types that surely describe the company or brand behind a site. */
const ORGANIZATION_TYPES = new Set(
  [
    'Organization',
    'Corporation',
    'Brand',
    'LocalBusiness',
    'OnlineStore',
    'OnlineBusiness',
    'Store',
    'Restaurant',
    'CafeOrCoffeeShop',
    'NGO',
    'NewsMediaOrganization',
    'SportsOrganization',
    'EducationalOrganization',
    'Airline',
  ].map((t) => t.toLowerCase()),
);

/**
 * schema.org kinds that are never the organisation behind a site, though they may carry a name,
 * an address or a logo: pages, works, products, offers, people, places, events, actions, values.
 */
const NOT_ORGANIZATION_TYPES = new Set(
  [
    'Thing',
    'WebSite',
    'WPHeader',
    'WPFooter',
    'WPSideBar',
    'Recipe',
    'HowTo',
    'Blog',
    'Book',
    'Movie',
    'Course',
    'Dataset',
    'Menu',
    'Collection',
    'Claim',
    'Person',
    'Patient',
    'Vehicle',
    'Car',
    'SomeProducts',
    'Demand',
    'Service',
    'Place',
    'City',
    'Country',
    'State',
    'AdministrativeArea',
    'Residence',
    'Accommodation',
    'Room',
    'HotelRoom',
    'Suite',
    'Apartment',
    'House',
    'LandmarksOrHistoricalBuildings',
    'Landform',
    'Mountain',
    'Volcano',
    'Continent',
    'Beach',
    'ProductGroup',
    'BroadcastService',
    'CableOrSatelliteService',
    'TaxiService',
    'FoodService',
    'GovernmentService',
    'WebAPI',
    'Comment',
    'Language',
    'Audience',
    'Schedule',
    'EntryPoint',
    'ImageGallery',
    'MediaGallery',
    'DefinedTerm',
    'DefinedTermSet',
    'NutritionInformation',
    'GeoCoordinates',
    'GeoShape',
  ].map((t) => t.toLowerCase()),
);
/** Whole families of non-organisation kinds, by the word their names end with. */
const NOT_ORGANIZATION_ENDING =
  /(page|article|posting|work|series|season|episode|clip|object|element|list|item|step|section|direction|event|action|offer|product|model|review|rating|question|answer|specification|value|amount|address|point|attraction|destination|trip|application|game|recording|album|playlist|catalog|role|bodyofwater)$/i;
/** Properties only an organisation states of itself: a node of an unlisted kind needs one of them. */
const ORGANIZATION_PROPERTIES = [
  'logo',
  'legalName',
  'foundingDate',
  'founder',
  'founders',
  'address',
  'telephone',
  'email',
  'contactPoint',
  'sameAs',
  'openingHours',
  'openingHoursSpecification',
  'priceRange',
  'vatID',
  'taxID',
  'numberOfEmployees',
  'parentOrganization',
  'subOrganization',
];

/** It names itself in words (a bare reference or a number names nothing). */
const hasName = (node: JsonLdNode) => {
  const name = Array.isArray(node.name) ? node.name[0] : node.name;
  return typeof name === 'string' && name.trim() !== '';
};

function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

/** Of a type listed as an organisation (Organization, Corporation, LocalBusiness, Brand…). */
export function isListedOrganization(node: JsonLdNode): boolean {
  return typesOf(node).some((t) => ORGANIZATION_TYPES.has(t.toLowerCase()));
}

/**
 * Whether a node describes an organisation. schema.org has some 150 kinds of them (Hotel,
 * Dentist, LegalService, ClothingStore…), too many to list: besides the listed ones, a node
 * counts when it names itself, states what only an organisation states (a logo, an address, a
 * founding date…), and none of its types is a known kind of something else.
 */
export function isOrganization(node: JsonLdNode): boolean {
  if (isListedOrganization(node)) return true;
  const types = typesOf(node).map((t) => t.toLowerCase());
  if (
    types.length === 0 ||
    types.some((t) => NOT_ORGANIZATION_TYPES.has(t) || NOT_ORGANIZATION_ENDING.test(t))
  )
    return false;
  return hasName(node) && ORGANIZATION_PROPERTIES.some((property) => node[property] !== undefined);
}

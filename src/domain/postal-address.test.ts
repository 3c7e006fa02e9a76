import { describe, expect, it } from 'vitest';
import { findPostalAddress, headquartersOfAddress } from './postal-address';

const hq = (lines: string[], host?: string) => {
  const found = findPostalAddress(lines, host);
  return found ? headquartersOfAddress(found) : null;
};

describe('postal addresses in a footer', () => {
  it('reads a street, then a postcode and a town, on lines or between commas', () => {
    expect(
      findPostalAddress(['Bonner Ruder-Verein 1882 e.V.', 'Wilhelm-Spiritusufer 2', '53113 Bonn']),
    ).toEqual({
      street: 'Wilhelm-Spiritusufer 2',
      postcode: '53113',
      locality: 'Bonn',
      region: null,
      country: null,
    });
    expect(hq(['kanzlei@example.de', '05225/8738444', 'Vorwerks Hof 9, 32130 Enger'])).toBe('Enger');
    expect(hq(['Juval 2, I-39020 Kastelbell-Tschars'])).toBe('Kastelbell-Tschars');
    expect(hq(['Damrak 1', '1012 LG Amsterdam'])).toBe('Amsterdam');
    expect(hq(['Sveavägen 44', '111 34 Stockholm'])).toBe('Stockholm');
    expect(hq(['12, rue de la Paix', '75002 Paris'])).toBe('Paris');
  });

  it('names the country the address writes, else the country of the site when the postcode is of its form', () => {
    expect(hq(['Theodorstraße 180', '40472 Düsseldorf', 'Deutschland'])).toBe('Düsseldorf, Deutschland');
    expect(hq(['Vorwerks Hof 9, 32130 Enger'], 'www.anwalt.de')).toBe('Enger, Germany');
    expect(hq(['Bedriftsveien 7, 0950 Oslo'], 'www.tine.no')).toBe('Oslo, Norway');
    // A four-digit postcode is not of Germany's form: no country is guessed.
    expect(hq(['Hauptstrasse 1, 8001 Zürich'], 'example.de')).toBe('Zürich');
  });

  it('reads an American town, state and ZIP code, with or without a street before', () => {
    expect(findPostalAddress(['1000 Potato Roll Lane', 'Chambersburg, PA 17202', '800-548-1200'])).toEqual({
      street: '1000 Potato Roll Lane',
      postcode: '17202',
      locality: 'Chambersburg',
      region: 'PA',
      country: null,
    });
    expect(hq(['PO Box 1866, Mountain View, CA 94042'])).toBe('Mountain View, CA');
    expect(hq(['350 Fifth Avenue, New York, NY 10118-0110, USA'])).toBe('New York, NY, USA');
    expect(hq(['Springfield, ZZ 12345'])).toBeNull();
  });

  it('reads a British town and postcode after a street', () => {
    expect(hq(['10 Downing Street', 'London SW1A 2AA'], 'example.co.uk')).toBe('London, United Kingdom');
    expect(hq(['Doncastle Road', 'Bracknell', 'RG12 8YA'])).toBeNull();
    expect(hq(['1 Sainsbury Way', 'Bracknell', 'RG12 8YA'])).toBe('Bracknell');
  });

  it('takes no year, phone number or lone postcode for an address', () => {
    expect(hq(['© 2018 Bonn Rowing'])).toBeNull();
    expect(hq(['Tel. 0176 322 888 97', 'Fax 08322 978 510'])).toBeNull();
    expect(hq(['Opening hours', '53113 Bonn'])).toBeNull();
    expect(hq(['Free delivery over 50 €', '10000 Products'])).toBeNull();
    expect(hq([])).toBeNull();
    // A hostile page's runs of hyphenated capitals are no address, and are read in linear time: a
    // word that could end at each hyphen once took a minute for this line.
    expect(hq(['Hauptstraße 1', `12345 ${'Ab-'.repeat(160)}1`])).toBeNull();
    expect(hq(['Hauptstraße 1', `12345 ${'Ab-'.repeat(50)}1`])).toBeNull();
    expect(hq([`${'A-'.repeat(20_000)}B, NY 10001`, `${'Ab '.repeat(20_000)}12345`])).toBeNull();
  });
});

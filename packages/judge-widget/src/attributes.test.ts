import { describe, expect, it } from 'vitest';
import { parseMeet, parsePlatforms, parseServer, parseVariations } from './attributes.ts';

describe('platforms', () => {
  it('defaults to platform 1', () => {
    expect(parsePlatforms(null)).toEqual([1]);
    expect(parsePlatforms('')).toEqual([1]);
    expect(parsePlatforms(' , ,')).toEqual([1]);
  });

  it('keeps the author order, trims, and drops repeats and non-ids', () => {
    expect(parsePlatforms('3, 1,2 ,1')).toEqual([3, 1, 2]);
    expect(parsePlatforms('0,-2,1.5,abc,7,2147483648')).toEqual([7]);
    expect(parsePlatforms('x')).toEqual([1]);
  });
});

describe('variations', () => {
  it('defaults to banner-300', () => {
    expect(parseVariations(null)).toEqual([{ name: 'banner-300', layout: 'large' }]);
    expect(parseVariations('nonsense')).toEqual([{ name: 'banner-300', layout: 'large' }]);
  });

  it('maps the four variations to their layouts, in the author order', () => {
    expect(parseVariations('minimalist-stats, banner-100,BANNER-200,banner-300')).toEqual([
      { name: 'minimalist-stats', layout: 'minimal' },
      { name: 'banner-100', layout: 'small' },
      { name: 'banner-200', layout: 'medium' },
      { name: 'banner-300', layout: 'large' },
    ]);
  });

  it('draws a banner of any other height large, and drops repeats', () => {
    expect(parseVariations('banner-150,banner-150,banner-100')).toEqual([
      { name: 'banner-150', layout: 'large' },
      { name: 'banner-100', layout: 'small' },
    ]);
  });
});

describe('meet', () => {
  it('takes a meet address, lower-cased and trimmed, and ignores anything else', () => {
    expect(parseMeet(' Nationals-AB3K ')).toBe('nationals-ab3k');
    expect(parseMeet(null)).toBeUndefined();
    expect(parseMeet('../admin')).toBeUndefined();
    expect(parseMeet('-leading-dash')).toBeUndefined();
  });
});

describe('server', () => {
  it("defaults to the page's origin", () => {
    expect(parseServer(null)).toBe(location.origin);
    expect(parseServer('  ')).toBe(location.origin);
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(parseServer('https://results.example.org/')).toBe('https://results.example.org');
    expect(parseServer('https://example.org/judge//')).toBe('https://example.org/judge');
  });
});
